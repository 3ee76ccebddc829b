import { AreasData, AreasQuery, CitiesData, CitiesQuery, dataBody } from '@back-office/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { protectedErrors } from '../../http/envelope';
import { languageOf } from '../../i18n/translate';
import { referenceRepository } from '../../repositories/reference/reference-repository';

const citiesSchema = { tags: ['reference'], querystring: CitiesQuery, response: { 200: dataBody(CitiesData), ...protectedErrors } };
const areasSchema = { tags: ['reference'], querystring: AreasQuery, response: { 200: dataBody(AreasData), ...protectedErrors } };

/** Address pickers: cities of a governorate, areas of a city (SPEC §7). */
const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const lists = (request: { headers: { 'accept-language'?: string } }) => referenceRepository(app.db, languageOf(request));

  app.get('/cities', { schema: citiesSchema }, async (request) => ({
    data: { cities: await lists(request).cities(request.query.governorate_id) },
  }));
  app.get('/areas', { schema: areasSchema }, async (request) => ({ data: { areas: await lists(request).areas(request.query.city_id) } }));
};

export default fp(referenceRoutes, { name: 'reference-routes', encapsulate: true, dependencies: ['database'] });
