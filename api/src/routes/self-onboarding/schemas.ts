import {
  AreasData,
  AreasQuery,
  CitiesData,
  CitiesQuery,
  ClientFormOptions,
  dataBody,
  PowChallenge,
  SelfStoreResult,
} from '@back-office/shared/contract';
import { SELF_ONBOARDING_FORM } from '../../clients/client-form';
import { errorResponses } from '../../http/envelope';
import { IdempotencyKeyHeaders, idempotencyErrors } from '../../idempotency/idempotency-headers';
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
  description:
    'Stores a public application and answers its random reference (issue 19). A new national ID and mobile make a pending client; ' +
    'one already on file gets the very same answer, the application linked to that client for staff (no oracle). Requires a solved ' +
    '`pow`; files are capped per application and per day; at most SELF_ONBOARDING_PER_MOBILE_LIMIT applications per mobile in 24 hours (429).',
  consumes: ['multipart/form-data'],
  headers: IdempotencyKeyHeaders,
  body: SelfStoreForm,
  response: { 201: dataBody(SelfStoreResult), ...errorResponses(400, 413, 415, 422, 429, 503), ...idempotencyErrors },
};

export const challengeSchema = {
  ...common,
  description:
    'Issue 19: a proof-of-work puzzle (ALTCHA scheme) to solve in the browser and send as `pow`; valid 5 minutes, accepted once.',
  response: { 200: dataBody(PowChallenge), ...errorResponses(429) },
};
