import {
  dataBody,
  IdParams,
  LimitRequestEditMeta,
  LimitRequestMeta,
  LimitRequestMetaQuery,
  LimitRequestShowData,
} from '@back-office/shared/contract';
import { errorResponses, protectedErrors } from '../../http/envelope';

export const showSchema = {
  tags: ['limit-requests'],
  params: IdParams,
  response: { 200: dataBody(LimitRequestShowData), ...protectedErrors, ...errorResponses(404) },
};

export const metaSchema = {
  tags: ['limit-requests'],
  description:
    'Options of the create form for one submitted client, with a preview of the next request code (allowed_code): nothing is reserved, the code is taken when the request is saved.',
  querystring: LimitRequestMetaQuery,
  response: { 200: dataBody(LimitRequestMeta), ...protectedErrors, ...errorResponses(404) },
};

export const editMetaSchema = {
  tags: ['limit-requests'],
  params: IdParams,
  response: { 200: dataBody(LimitRequestEditMeta), ...protectedErrors, ...errorResponses(404) },
};
