import { Type, type Static } from 'typebox';
import { DECISION_STATUSES, LIMIT_REQUEST_ACTION_KEYS, LIMIT_REQUEST_SORTS, LIMIT_REQUEST_STATUSES } from './enums';
import { IdName } from './envelope';
import { DateTime, Money, Nullable, SortDirectionSchema } from './fields';

export const LimitRequestStatusSchema = Type.Enum([...LIMIT_REQUEST_STATUSES]);
export const DecisionStatusSchema = Type.Enum([...DECISION_STATUSES]);

/** SPEC §9 lists 5, 10 and 25 for this list; 50 and 100 serve exports and tests. */
export const LIMIT_REQUEST_PAGE_SIZES = [5, 10, 25, 50, 100];
export const LIMIT_REQUEST_DEFAULT_PAGE_SIZE = 25;

const isoDay = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });

/** GET /limit-requests and its export (SPEC §7). */
export const LimitRequestListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  items_per_page: Type.Optional(Type.Integer({ enum: LIMIT_REQUEST_PAGE_SIZES, default: LIMIT_REQUEST_DEFAULT_PAGE_SIZE })),
  client_id: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  request_codes: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { description: 'request_codes[]=…, at most 5' })),
  table_search: Type.Optional(Type.String({ maxLength: 100, description: 'Request code prefix, client name or national ID' })),
  decision_statuses: Type.Optional(Type.Array(DecisionStatusSchema, { description: 'decision_statuses[]=…' })),
  date_from: Type.Optional(isoDay('Created on or after this day (UTC), not in the future')),
  date_to: Type.Optional(isoDay('Created on or before this day (UTC), not before date_from nor in the future')),
  code_search: Type.Optional(Type.String({ maxLength: 40, description: 'Prefix for the codes offered by the filter' })),
  mine: Type.Optional(
    Type.Boolean({ description: 'true: only the requests the signed-in user created or is assigned to ("my requests")' }),
  ),
  sort: Type.Optional(Type.Enum([...LIMIT_REQUEST_SORTS], { default: 'created_at' })),
  direction: Type.Optional(SortDirectionSchema),
});
export type LimitRequestListQuery = Static<typeof LimitRequestListQuery>;

/** A server-defined transition the user may run on the request (SPEC §4). */
export const AvailableAction = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  core_function_key: Type.Enum([...LIMIT_REQUEST_ACTION_KEYS]),
});
export type AvailableAction = Static<typeof AvailableAction>;

export const AvailableActions = Type.Array(AvailableAction, { description: 'What the current user may run now' });
export const Version = Type.Integer({ description: 'Send back as If-Match with an action: a stale view then gets 409' });

/** SPEC §3 "Limit request (list)". */
export const LimitRequestListItem = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  created_at: DateTime,
  client: Type.Object({ id: Type.Integer(), name: Type.String(), monthly_income: Nullable(Money) }),
  request_status: LimitRequestStatusSchema,
  requested_limit: Money,
  approved_limit: Nullable(Money),
  tenure: Type.Integer(),
  merchant_name: Type.String(),
  decision_status: DecisionStatusSchema,
  creator: Nullable(Type.String()),
  available_actions: AvailableActions,
  version: Version,
});
export type LimitRequestListItem = Static<typeof LimitRequestListItem>;

/** GET /limit-requests `data`; the pagination travels beside it. */
export const LimitRequestsListData = Type.Object({
  limit_requests: Type.Array(LimitRequestListItem),
  risk_users: Type.Array(IdName),
  document_types: Type.Array(IdName, { description: 'Contract document types, for the upload action' }),
  codes: Type.Array(Type.String(), { description: 'Up to 200 newest codes, or those starting with code_search' }),
});
export type LimitRequestsListData = Static<typeof LimitRequestsListData>;

export const ActionParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  actionId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export type ActionParams = Static<typeof ActionParams>;

/** POST /limit-requests/{id}/action/{actionId} `data`: where the workflow moved the request. */
export const ActionResult = Type.Object({
  limit_request: Type.Object({ id: Type.Integer(), request_status: LimitRequestStatusSchema, decision_status: DecisionStatusSchema }),
});
export type ActionResult = Static<typeof ActionResult>;

/** POST /limit-requests/store (201) and /limit-requests/update/{id} `data`. The multipart request is documented by the API's form schema. */
export const LimitRequestSaved = Type.Object({ limit_request: Type.Object({ id: Type.Integer(), code: Type.String() }) });
export type LimitRequestSaved = Static<typeof LimitRequestSaved>;
