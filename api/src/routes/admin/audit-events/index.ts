import { AUDIT_PAGE_SIZE_DEFAULT } from '@back-office/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { toAuditEvent } from '../../../audit/audit-event';
import { auditSearchOf, encodeCursor } from '../../../audit/audit-filters';
import { languageOf } from '../../../i18n/translate';
import { auditEventsRepository } from '../../../repositories/audit/audit-events-repository';
import { exportRoute } from './export-route';
import { listAuditActorsSchema, listAuditEventsSchema } from './schemas';

/**
 * Issue 17, /api/admin/audit-events: reading the audit trail. There is no route that changes
 * or deletes an entry, and the table refuses it anyway (migration 0017).
 */
const auditEventsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const events = auditEventsRepository(app.db);

  app.get('', { schema: listAuditEventsSchema }, async (request) => {
    const search = auditSearchOf(request.query);
    const limit = request.query.limit ?? AUDIT_PAGE_SIZE_DEFAULT;
    // One more than the page: whether it exists says whether there is a next page, with no count.
    const rows = await events.page(search, limit + 1, languageOf(request));
    const page = rows.slice(0, limit).map(toAuditEvent);
    return { data: page, next_cursor: rows.length > limit ? encodeCursor(page.at(-1)!.id) : null };
  });

  app.get('/actors', { schema: listAuditActorsSchema }, async (request) => ({
    data: await events.actors(request.query.q, request.query.limit ?? 20),
  }));

  await app.register(exportRoute);
};

export default fp(auditEventsRoutes, { name: 'admin-audit-events-routes', encapsulate: true, dependencies: ['database'] });
