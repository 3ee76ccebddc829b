import { ClientListQuery, ClientMeta, ClientsListData, dataBody, pagedBody } from '@back-office/shared/contract';
import { protectedErrors } from '../../http/envelope';

export const listSchema = {
  tags: ['clients'],
  querystring: ClientListQuery,
  response: { 200: pagedBody(ClientsListData), ...protectedErrors },
};

export const metaSchema = {
  tags: ['clients'],
  response: { 200: dataBody(ClientMeta), ...protectedErrors },
};
