import { Type } from 'typebox';
import { CLIENT_CREATE_FORM, CLIENT_EDIT_FORM } from '../../clients/client-form';
import { dataBody, errorResponses } from '../../http/envelope';
import { multipartBodySchema } from '../../http/multipart-form';
import { ClientIdParams } from './detail-schemas';

const formErrors = errorResponses(401, 413, 415, 422);

export const formSchemas = {
  store: {
    tags: ['clients'],
    consumes: ['multipart/form-data'],
    body: multipartBodySchema(CLIENT_CREATE_FORM),
    response: { 201: dataBody(Type.Object({ client: Type.Object({ id: Type.Integer(), code: Type.String() }) })), ...formErrors },
  },
  update: {
    tags: ['clients'],
    consumes: ['multipart/form-data'],
    params: ClientIdParams,
    body: multipartBodySchema(CLIENT_EDIT_FORM),
    response: { 200: dataBody(Type.Object({ client: Type.Object({ id: Type.Integer() }) })), ...formErrors, ...errorResponses(403, 404) },
  },
};
