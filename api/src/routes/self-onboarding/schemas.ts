import { AreasData, AreasQuery, CitiesData, CitiesQuery, ClientFormOptions, dataBody, SelfStoreResult } from '@back-office/shared/contract';
import { Type } from 'typebox';
import { CLIENT_FORM_FIELDS } from '../../client-form/form-fields-schema';
import { errorResponses } from '../../http/envelope';

/** No token: the OpenAPI document marks these public (and the route test checks it). */
const common = { tags: ['self-onboarding'], security: [] };

export const metaSchema = {
  ...common,
  description: 'The pick-lists of the public client form (GET /clients/meta without the staff-only code preview).',
  response: { 200: dataBody(ClientFormOptions) },
};

export const citiesSchema = { ...common, querystring: CitiesQuery, response: { 200: dataBody(CitiesData), ...errorResponses(422) } };
export const areasSchema = { ...common, querystring: AreasQuery, response: { 200: dataBody(AreasData), ...errorResponses(422) } };

/** Documentation only: the handler streams the multipart parts itself. */
const SelfStoreForm = Type.Unsafe<unknown>({
  type: 'object',
  properties: {
    ...CLIENT_FORM_FIELDS,
    consent: Type.String({ description: 'Required: 1, true, on or yes' }),
    website: Type.String({ description: 'Must be empty (a trap for form bots)' }),
  },
  description: 'The staff form fields and rules; unknown fields are ignored',
});

export const selfStoreSchema = {
  ...common,
  description: 'Creates a pending client from the public form. A national ID or mobile already on file gets a neutral 422.',
  consumes: ['multipart/form-data'],
  body: SelfStoreForm,
  response: { 201: dataBody(SelfStoreResult), ...errorResponses(413, 415, 422, 429, 503) },
};
