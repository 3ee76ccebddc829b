import { AreasData, AreasQuery, CitiesData, CitiesQuery, ClientFormOptions, dataBody, SelfStoreResult } from '@back-office/shared/contract';
import { SELF_ONBOARDING_FORM } from '../../clients/client-form';
import { errorResponses } from '../../http/envelope';
import { multipartBodySchema } from '../../http/multipart-form';

/** No token: the OpenAPI document marks these public (and the route test checks it). */
const common = { tags: ['self-onboarding'], security: [] };

export const metaSchema = {
  ...common,
  description: 'The pick-lists of the public client form (GET /clients/meta without the staff-only code preview).',
  response: { 200: dataBody(ClientFormOptions) },
};

export const citiesSchema = { ...common, querystring: CitiesQuery, response: { 200: dataBody(CitiesData), ...errorResponses(422) } };
export const areasSchema = { ...common, querystring: AreasQuery, response: { 200: dataBody(AreasData), ...errorResponses(422) } };

const SelfStoreForm = multipartBodySchema(SELF_ONBOARDING_FORM, 'The staff form fields and rules; unknown fields are ignored');

export const selfStoreSchema = {
  ...common,
  description: 'Creates a pending client from the public form. A national ID or mobile already on file gets a neutral 422.',
  consumes: ['multipart/form-data'],
  body: SelfStoreForm,
  response: { 201: dataBody(SelfStoreResult), ...errorResponses(400, 413, 415, 422, 429, 503) },
};
