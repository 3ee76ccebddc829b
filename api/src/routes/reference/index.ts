import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { dataBody, IdName, protectedErrors } from '../../http/envelope';
import { languageOf } from '../../i18n/translate';
import { referenceRepository, type PickOption } from '../../repositories/reference/reference-repository';

type Repository = ReturnType<typeof referenceRepository>;

/** Address pickers: cities of a governorate, areas of a city (SPEC §7). */
const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // GET /<list>?<parent>=id → { data: { <list>: [{ id, name }] } }
  const childrenOf = (list: 'cities' | 'areas', parent: string, load: (repository: Repository, id: number) => Promise<PickOption[]>) =>
    app.get(
      `/${list}`,
      {
        schema: {
          tags: ['reference'],
          querystring: Type.Object({ [parent]: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
          response: { 200: dataBody(Type.Object({ [list]: Type.Array(IdName) })), ...protectedErrors },
        },
      },
      async (request) => {
        const parentId = (request.query as Record<string, number>)[parent]!;
        return { data: { [list]: await load(referenceRepository(app.db, languageOf(request)), parentId) } };
      },
    );

  childrenOf('cities', 'governorate_id', (repository, id) => repository.cities(id));
  childrenOf('areas', 'city_id', (repository, id) => repository.areas(id));
};

export default fp(referenceRoutes, { name: 'reference-routes', encapsulate: true, dependencies: ['database'] });
