import { Type } from 'typebox';
import { CLIENT_FORM_FIELDS } from '../../client-form/form-fields-schema';
import { dataBody, errorResponses } from '../../http/envelope';
import { ClientIdParams } from './detail-schemas';

const FORM_FIELDS = {
  ...CLIENT_FORM_FIELDS,
  'client_documents[i][existing_path]': Type.String({ description: 'Update only: the path the API gave out for a file to keep' }),
};

/** Documentation only (nothing is required): the handler streams the parts itself. */
const MultipartForm = Type.Unsafe<unknown>({ type: 'object', properties: FORM_FIELDS, description: 'Unknown fields are ignored' });

const formErrors = errorResponses(401, 413, 415, 422);

export const formSchemas = {
  store: {
    tags: ['clients'],
    consumes: ['multipart/form-data'],
    body: MultipartForm,
    response: { 201: dataBody(Type.Object({ client: Type.Object({ id: Type.Integer(), code: Type.String() }) })), ...formErrors },
  },
  update: {
    tags: ['clients'],
    consumes: ['multipart/form-data'],
    params: ClientIdParams,
    body: MultipartForm,
    response: { 200: dataBody(Type.Object({ client: Type.Object({ id: Type.Integer() }) })), ...formErrors, ...errorResponses(403, 404) },
  },
};
