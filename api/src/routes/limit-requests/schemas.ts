import { Type, type TSchema } from 'typebox';
import { DECISION_STATUSES, LIMIT_REQUEST_ACTION_KEYS, limitRequestStatus } from '../../db/schema';
import { dataBody, errorResponses, IdName, Pagination, protectedErrors } from '../../http/envelope';

/** SPEC §9 lists 5, 10 and 25 for this list; 50 and 100 serve exports and tests. */
export const PAGE_SIZES = [5, 10, 25, 50, 100];
export const DEFAULT_PAGE_SIZE = 25;

const isoDay = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });
const Money = Type.String({ description: 'EGP, two decimals' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Ids are bigserial; a larger number than JavaScript holds exactly can name no row. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

export const listQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  items_per_page: Type.Optional(Type.Integer({ enum: PAGE_SIZES, default: DEFAULT_PAGE_SIZE })),
  client_id: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  request_codes: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { description: 'request_codes[]=…, at most 5' })),
  table_search: Type.Optional(Type.String({ maxLength: 100, description: 'Request code prefix, client name or national ID' })),
  decision_statuses: Type.Optional(Type.Array(Type.Enum([...DECISION_STATUSES]), { description: 'decision_statuses[]=…' })),
  date_from: Type.Optional(isoDay('Created on or after this day (UTC), not in the future')),
  date_to: Type.Optional(isoDay('Created on or before this day (UTC), not before date_from nor in the future')),
  code_search: Type.Optional(Type.String({ maxLength: 40, description: 'Prefix for the codes offered by the filter' })),
});

export const ActionOption = Type.Object({ id: Type.Integer(), name: Type.String(), core_function_key: Type.Enum([...LIMIT_REQUEST_ACTION_KEYS]) });

export const LimitRequestListItem = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  client: Type.Object({ id: Type.Integer(), name: Type.String(), monthly_income: Nullable(Money) }),
  request_status: Type.Enum([...limitRequestStatus.enumValues]),
  requested_limit: Money,
  approved_limit: Nullable(Money),
  tenure: Type.Integer(),
  merchant_name: Type.String(),
  decision_status: Type.Enum([...DECISION_STATUSES]),
  creator: Nullable(Type.String()),
  available_actions: Type.Array(ActionOption, { description: 'What the current user may run now' }),
  version: Type.Integer({ description: 'Send back as If-Match with an action: a stale view then gets 409' }),
});

export const listSchema = {
  tags: ['limit-requests'],
  querystring: listQuery,
  response: {
    200: Type.Object({
      data: Type.Object({
        limit_requests: Type.Array(LimitRequestListItem),
        risk_users: Type.Array(IdName),
        document_types: Type.Array(IdName, { description: 'Contract document types, for the upload action' }),
        codes: Type.Array(Type.String(), { description: 'Up to 200 newest codes, or those starting with code_search' }),
      }),
      pagination: Pagination,
    }),
    ...protectedErrors,
  },
};

export const logSchema = {
  tags: ['limit-requests'],
  params: IdParams,
  response: {
    200: dataBody(
      Type.Object({
        logs: Type.Array(
          Type.Object({
            id: Type.Integer(),
            action_name: Type.String(),
            date: Type.String({ format: 'date-time' }),
            action_by: Nullable(Type.String()),
            assigned_to: Nullable(Type.String({ description: 'null: not applicable' })),
          }),
        ),
      }),
    ),
    ...protectedErrors,
    ...errorResponses(404),
  },
};

/** Documentation only: the handler reads JSON, or multipart for the contract upload. */
const ActionBody = Type.Unsafe<unknown>({
  type: 'object',
  properties: {
    user_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'assign_user: an active risk user' }),
    approved_limit: Type.String({ description: 'approve: optional, positive, at most the requested limit' }),
    'contracts_documents[0][document_type_id]': Type.String({ description: 'upload_file: a contract document type' }),
    'contracts_documents[0][file]': Type.String({ format: 'binary', description: 'upload_file: PDF, TXT, EML, MSG, PNG or JPEG; at most 10 MB' }),
  },
});

export const actionSchema = {
  tags: ['limit-requests'],
  consumes: ['application/json', 'multipart/form-data'],
  params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), actionId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
  body: ActionBody,
  response: {
    200: dataBody(
      Type.Object({
        limit_request: Type.Object({
          id: Type.Integer(),
          request_status: Type.Enum([...limitRequestStatus.enumValues]),
          decision_status: Type.Enum([...DECISION_STATUSES]),
        }),
      }),
    ),
    ...protectedErrors,
    ...errorResponses(403, 404, 409, 413, 415),
  },
};
