import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { actorOf } from '../../../audit/audit-source';
import { languageOf, translate } from '../../../i18n/translate';
import { referenceChanges } from '../../../reference-admin/reference-changes';
import { referenceAdminRepository } from '../../../repositories/reference/reference-admin-repository';
import { referenceImports } from '../../../reference-admin/reference-imports';
import { activationSchema, areaImportSchema, createSchema, listSchema, listsSchema, merchantImportSchema, updateSchema } from './schemas';

const PER_PAGE = 20;

/** Issue 17: /api/admin/reference, the reference lists an administrator keeps. */
const adminReferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = referenceAdminRepository(app.db);
  const changes = referenceChanges(app.db);
  const imports = referenceImports(app.db);

  app.get('', { schema: listsSchema }, async () => ({ data: await repository.summaries() }));

  app.post('/areas/import/:id', { schema: areaImportSchema }, async (request) => {
    const language = languageOf(request);
    const dryRun = request.query.dry_run ?? false;
    const plan = await imports.areas(request.params.id, request.body.csv, dryRun, actorOf(request), language);
    const message = dryRun
      ? translate(language, 'referenceImportPlanned')
      : translate(language, 'referenceImported', { created: plan.created });
    return { message, data: plan };
  });

  app.post('/merchants/import', { schema: merchantImportSchema }, async (request) => {
    const language = languageOf(request);
    const dryRun = request.query.dry_run ?? false;
    const plan = await imports.merchants(request.body.csv, dryRun, actorOf(request), language);
    const message = dryRun
      ? translate(language, 'referenceImportPlanned')
      : translate(language, 'referenceImported', { created: plan.created });
    return { message, data: plan };
  });

  app.get('/:list', { schema: listSchema }, async (request) => {
    const { q, active, parent_id: parentId, page = 1, per_page: perPage = PER_PAGE } = request.query;
    const { items, total } = await repository.list(request.params.list, { q, active, parentId, page, perPage });
    return {
      data: items,
      pagination: { total, total_capped: false, page, items_per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) },
    };
  });

  app.post('/:list', { schema: createSchema }, async (request, reply) => {
    const item = await changes.create(request.params.list, request.body, actorOf(request));
    return reply.code(201).send({ message: translate(languageOf(request), 'referenceSaved'), data: item });
  });

  app.patch('/:list/:id', { schema: updateSchema }, async (request) => {
    const item = await changes.update(request.params.list, request.params.id, request.body, actorOf(request));
    return { message: translate(languageOf(request), 'referenceSaved'), data: item };
  });

  app.post('/:list/:id/deactivate', { schema: activationSchema('Deactivates') }, async (request) => {
    const item = await changes.setActive(request.params.list, request.params.id, false, actorOf(request));
    return { message: translate(languageOf(request), 'referenceDeactivated'), data: item };
  });

  app.post('/:list/:id/reactivate', { schema: activationSchema('Reactivates') }, async (request) => {
    const item = await changes.setActive(request.params.list, request.params.id, true, actorOf(request));
    return { message: translate(languageOf(request), 'referenceReactivated'), data: item };
  });
};

export default fp(adminReferenceRoutes, { name: 'admin-reference-routes', encapsulate: true, dependencies: ['database'] });
