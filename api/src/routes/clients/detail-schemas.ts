import { ClientDetailData, ClientDocumentsData, ClientSubmitted, dataBody, IdParams } from '@back-office/shared/contract';
import { errorResponses } from '../../http/envelope';

// The multipart form schemas import the params from here.

export const showSchema = {
  tags: ['clients'],
  params: IdParams,
  response: { 200: dataBody(ClientDetailData), ...errorResponses(401, 404, 422) },
};

export const documentsSchema = {
  tags: ['clients'],
  params: IdParams,
  response: { 200: dataBody(ClientDocumentsData), ...errorResponses(401, 404, 422) },
};

export const submitSchema = {
  tags: ['clients'],
  description: 'One-way; submitting a submitted client changes nothing and succeeds.',
  params: IdParams,
  response: { 200: dataBody(ClientSubmitted), ...errorResponses(401, 404, 422) },
};
