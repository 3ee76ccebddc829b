import {
  ClientListQuery,
  ClientMeta,
  ClientsListData,
  ClientUniquenessData,
  ClientUniquenessQuery,
  dataBody,
  pagedBody,
} from '@back-office/shared/contract';
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

export const uniquenessSchema = {
  tags: ['clients'],
  description: 'Whether a national ID or first mobile is already registered to another client, worded as Save would say it.',
  querystring: ClientUniquenessQuery,
  response: { 200: dataBody(ClientUniquenessData), ...protectedErrors },
};
