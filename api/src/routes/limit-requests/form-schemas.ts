import { Type } from 'typebox';
import { dataBody, errorResponses } from '../../http/envelope';
import { IdParams } from './schemas';

const text = (description?: string) => Type.String(description ? { description } : {});
const id = () => Type.String({ pattern: '^\\d+$' });
const image = (what: string) => Type.String({ description: `${what}: a JPEG or PNG file, or a data:image/jpeg;base64,… (or png) text field; at most 10 MB` });
const documentFile = (types: string) => Type.String({ format: 'binary', description: `${types}; at most 10 MB; type checked by content and extension` });

const FORM_FIELDS = {
  client_id: id(),
  limit_request_type_id: id(),
  requested_limit: text('EGP, positive, at most two decimals'),
  tenure: text('Months, 1 to 36'),
  merchant_id: id(),
  product_id: text("One of the merchant's products"),
  merchant_branch_id: text("One of the merchant's branches"),
  code: text('The allowed_code the metadata handed out'),
  relative_degree_type_id: id(),
  relative_name: text('Arabic letters and spaces'),
  relative_mobile_number: text('01[0125] + 8 digits'),
  front_image: image('ID card front'),
  back_image: image('ID card back'),
  selfie: image('Selfie'),
  'general_documents[i][document_type_id]': text('A document type of kind general'),
  'general_documents[i][file]': documentFile('PDF, TXT, HTML, EML or MSG'),
  'general_documents[i][existing_path]': text('Update only: the path the API gave out for a stored file'),
  'contract_documents[i][document_type_id]': text('A document type of kind contract'),
  'contract_documents[i][file]': documentFile('PDF, TXT, EML, MSG, PNG or JPEG'),
  'comments[i]': text('Update only: a new comment, at most 1000 characters'),
};

/** Documentation only (nothing is required): the handler streams the parts itself. */
const MultipartForm = Type.Unsafe<unknown>({ type: 'object', properties: FORM_FIELDS, description: 'Unknown fields are ignored' });

const Saved = dataBody(Type.Object({ limit_request: Type.Object({ id: Type.Integer(), code: Type.String() }) }));
const formErrors = errorResponses(401, 413, 415, 422);

export const formSchemas = {
  store: { tags: ['limit-requests'], consumes: ['multipart/form-data'], body: MultipartForm, response: { 201: Saved, ...formErrors } },
  update: {
    tags: ['limit-requests'],
    description: 'Once the request is no longer new its terms are fixed; relative information, comments and new documents are still taken.',
    consumes: ['multipart/form-data'],
    params: IdParams,
    body: MultipartForm,
    response: { 200: Saved, ...formErrors, ...errorResponses(404) },
  },
};
