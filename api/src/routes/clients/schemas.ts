import { Type } from 'typebox';
import { CLIENT_SOURCES, CLIENT_STATUSES } from '../../db/schema';
import { dataBody, IdName, Pagination, protectedErrors } from '../../http/envelope';

/** SPEC §9 lists 5 to 50; 100 serves tests and exports, 1000 the limit-request client picker (SPEC §7). */
export const PAGE_SIZES = [5, 10, 25, 50, 100, 1000];
export const DEFAULT_PAGE_SIZE = 25;

const ClientStatusSchema = Type.Enum([...CLIENT_STATUSES]);
const ClientSourceSchema = Type.Enum([...CLIENT_SOURCES]);

export const listQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  items_per_page: Type.Optional(Type.Integer({ enum: PAGE_SIZES, default: DEFAULT_PAGE_SIZE })),
  statuses: Type.Optional(
    Type.Array(ClientStatusSchema, { description: 'Sent as statuses[]=…, repeated; plain statuses=… works too.' }),
  ),
  sources: Type.Optional(
    Type.Array(ClientSourceSchema, { description: 'Who brought the client in, as sources[]=…: staff, or self_onboarding (the public form).' }),
  ),
  table_search: Type.Optional(
    Type.String({
      maxLength: 100,
      description: '14 digits: national ID; 01 + 9 digits: phone; other digits: prefix of code, national ID or phone; text: part of the name.',
    }),
  ),
});

export const ClientListItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  phone_1: Type.String(),
  balance: Type.String({ description: 'EGP, two decimals' }),
  status: ClientStatusSchema,
  source: ClientSourceSchema,
  national_id: Type.String(),
  title: Type.Union([Type.String(), Type.Null()]),
  creator: Type.Union([Type.String(), Type.Null()]),
  updated_at: Type.String({ format: 'date-time' }),
  can_edit: Type.Boolean(),
  // Spelled as the client application reads it.
  is_submited: Type.Boolean(),
});

export const listSchema = {
  tags: ['clients'],
  querystring: listQuery,
  response: {
    200: Type.Object({
      data: Type.Object({
        total_clients: Type.Integer(),
        total_balance: Type.String({ description: 'Whole book, EGP, two decimals' }),
        statuses: Type.Array(
          Type.Object({ value: ClientStatusSchema, label: Type.String(), count: Type.Integer({ description: 'Clients in this status, whole book' }) }),
        ),
        clients: Type.Array(ClientListItem),
      }),
      pagination: Pagination,
    }),
    ...protectedErrors,
  },
};

export const metaSchema = {
  tags: ['clients'],
  response: {
    200: dataBody(
      Type.Object({
        code: Type.String({ description: 'Preview of the next client code' }),
        governorates: Type.Array(IdName),
        employment_types: Type.Array(IdName),
        company_sectors: Type.Array(IdName),
        lead_companies: Type.Array(IdName),
        client_documents: Type.Array(IdName),
      }),
    ),
    ...protectedErrors,
  },
};
