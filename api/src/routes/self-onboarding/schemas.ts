import { Type } from 'typebox';
import { SELF_ONBOARDING_FORM } from '../../clients/client-form';
import { dataBody, errorResponses, IdName } from '../../http/envelope';
import { multipartBodySchema } from '../../http/multipart-form';

/** No token: the OpenAPI document marks these public (and the route test checks it). */
const common = { tags: ['self-onboarding'], security: [] };

export const metaSchema = {
  ...common,
  description: 'The pick-lists of the public client form (GET /clients/meta without the staff-only code preview).',
  response: {
    200: dataBody(
      Type.Object({
        governorates: Type.Array(IdName),
        employment_types: Type.Array(IdName),
        company_sectors: Type.Array(IdName),
        lead_companies: Type.Array(IdName),
        client_documents: Type.Array(IdName),
      }),
    ),
  },
};

export const placesSchema = (list: 'cities' | 'areas', parent: 'governorate_id' | 'city_id') => ({
  ...common,
  querystring: Type.Object({ [parent]: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
  response: { 200: dataBody(Type.Object({ [list]: Type.Array(IdName) })), ...errorResponses(422) },
});

const SelfStoreForm = multipartBodySchema(SELF_ONBOARDING_FORM, 'The staff form fields and rules; unknown fields are ignored');

export const selfStoreSchema = {
  ...common,
  description: 'Creates a pending client from the public form. A national ID or mobile already on file gets a neutral 422.',
  consumes: ['multipart/form-data'],
  body: SelfStoreForm,
  response: {
    201: dataBody(Type.Object({ reference: Type.String({ description: "The new client's code, for the applicant to quote" }) })),
    ...errorResponses(413, 415, 422, 429, 503),
  },
};
