import { Type, type Static } from 'typebox';
import { CLIENT_SORTS, CLIENT_SOURCES, CLIENT_STATUSES } from './enums';
import { IdName } from './envelope';
import { DateTime, SortDirectionSchema } from './fields';

export const ClientStatusSchema = Type.Enum([...CLIENT_STATUSES]);
export const ClientSourceSchema = Type.Enum([...CLIENT_SOURCES]);

/** SPEC §9 lists 5 to 50; 100 serves tests and exports, 1000 the limit-request client picker (SPEC §7). */
export const CLIENT_PAGE_SIZES = [5, 10, 25, 50, 100, 1000];
export const CLIENT_DEFAULT_PAGE_SIZE = 25;

/** GET /clients and GET /clients/export (SPEC §7). */
export const ClientListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  items_per_page: Type.Optional(Type.Integer({ enum: CLIENT_PAGE_SIZES, default: CLIENT_DEFAULT_PAGE_SIZE })),
  statuses: Type.Optional(Type.Array(ClientStatusSchema, { description: 'Sent as statuses[]=…, repeated; plain statuses=… works too.' })),
  sources: Type.Optional(
    Type.Array(ClientSourceSchema, {
      description: 'Who brought the client in, as sources[]=…: staff, or self_onboarding (the public form).',
    }),
  ),
  table_search: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        '14 digits: national ID; 01 + 9 digits: phone; other digits: prefix of code, national ID or phone; text: part of the name.',
    }),
  ),
  mine: Type.Optional(Type.Boolean({ description: 'true: only the clients the signed-in user created ("my clients")' })),
  sort: Type.Optional(Type.Enum([...CLIENT_SORTS], { default: 'updated_at' })),
  direction: Type.Optional(SortDirectionSchema),
});
export type ClientListQuery = Static<typeof ClientListQuery>;

/** SPEC §3 "Client (list)". */
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
  updated_at: DateTime,
  created_at: DateTime,
  can_edit: Type.Boolean(),
  // Spelled as the client application reads it.
  is_submited: Type.Boolean(),
});
export type ClientListItem = Static<typeof ClientListItem>;

export const ClientStatusOption = Type.Object({
  value: ClientStatusSchema,
  label: Type.String(),
  count: Type.Integer({ description: 'Clients in this status among those the search and the other filters match' }),
});
export type ClientStatusOption = Static<typeof ClientStatusOption>;

/**
 * GET /clients `data`; the pagination travels beside it. The tiles follow the search and filters
 * (issue 15): total_clients and total_balance count what the whole query matches, each status's
 * count what it matches without the status filter, so a tile can be clicked to filter by it.
 */
export const ClientsListData = Type.Object({
  total_clients: Type.Integer(),
  total_balance: Type.String({ description: 'Of the matching clients, EGP, two decimals' }),
  statuses: Type.Array(ClientStatusOption),
  clients: Type.Array(ClientListItem),
});
export type ClientsListData = Static<typeof ClientsListData>;

/** The pick-lists of the client form; the public form gets these (SPEC §2 self-onboarding). */
export const ClientFormOptions = Type.Object({
  governorates: Type.Array(IdName),
  employment_types: Type.Array(IdName),
  company_sectors: Type.Array(IdName),
  lead_companies: Type.Array(IdName),
  client_documents: Type.Array(IdName),
});
export type ClientFormOptions = Static<typeof ClientFormOptions>;

/** GET /clients/meta `data`: the staff form also previews the next code. */
export const ClientMeta = Type.Interface([ClientFormOptions], {
  code: Type.String({ description: 'Preview of the next client code' }),
});
export type ClientMeta = Static<typeof ClientMeta>;

/** POST /clients/store `data` (201). The multipart request is documented by the API's form schema. */
export const ClientCreated = Type.Object({ client: Type.Object({ id: Type.Integer(), code: Type.String() }) });
export type ClientCreated = Static<typeof ClientCreated>;

/** POST /clients/update/{id} `data`. */
export const ClientUpdated = Type.Object({ client: Type.Object({ id: Type.Integer() }) });
export type ClientUpdated = Static<typeof ClientUpdated>;

/** GET /clients/uniqueness: is this national ID or mobile number already someone else's? (checked as a field is left). */
export const ClientUniquenessQuery = Type.Object({
  national_id: Type.Optional(Type.String({ maxLength: 14 })),
  prime_mobile_number: Type.Optional(Type.String({ maxLength: 11 })),
  second_mobile_number: Type.Optional(Type.String({ maxLength: 11 })),
  except_id: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'The client being edited' })),
});
export type ClientUniquenessQuery = Static<typeof ClientUniquenessQuery>;

/** `data`: the translated message of each field already taken, as Save's 422 would give it; an empty object when none is. */
export const ClientUniquenessData = Type.Object({ errors: Type.Record(Type.String(), Type.String()) });
export type ClientUniquenessData = Static<typeof ClientUniquenessData>;
