import { Type } from 'typebox';
import { dataBody, errorResponses, IdName, protectedErrors } from '../../http/envelope';
import { FormOptions, LimitRequestClient, LimitRequestDetail, StoredDocument, VerificationImages } from './detail-schemas';
import { IdParams } from './schemas';

export const showSchema = {
  tags: ['limit-requests'],
  params: IdParams,
  response: {
    200: dataBody(
      Type.Object({
        limit_request: LimitRequestDetail,
        documents: Type.Array(StoredDocument, { description: 'The same list as limit_request.documents' }),
        verification_images: VerificationImages,
        risk_users: Type.Array(IdName, { description: 'For the assign action' }),
        document_types: Type.Array(IdName, { description: 'Contract document types, for the upload action' }),
      }),
    ),
    ...protectedErrors,
    ...errorResponses(404),
  },
};

export const metaSchema = {
  tags: ['limit-requests'],
  description: 'Options of the create form for one submitted client, with a fresh request code.',
  querystring: Type.Object({ client_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }),
  response: {
    200: dataBody(
      Type.Object({
        client: LimitRequestClient,
        allowed_code: Type.String({ description: 'Drawn from the code sequence for this form; read-only' }),
        can_edit: Type.Literal(true),
        ...FormOptions,
      }),
    ),
    ...protectedErrors,
    ...errorResponses(404),
  },
};

export const editMetaSchema = {
  tags: ['limit-requests'],
  params: IdParams,
  response: {
    200: dataBody(Type.Object({ limit_request: LimitRequestDetail, can_edit: Type.Boolean(), ...FormOptions })),
    ...protectedErrors,
    ...errorResponses(404),
  },
};
