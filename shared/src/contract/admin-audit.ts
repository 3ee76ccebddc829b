import { Type, type Static } from 'typebox';
import { AUDIT_EVENT_KINDS, AUDIT_RECORD_TYPES } from './enums';
import { DateTime, Nullable } from './fields';

export const AuditEventKindSchema = Type.Enum([...AUDIT_EVENT_KINDS]);

export const AUDIT_PAGE_SIZE_DEFAULT = 50;
export const AUDIT_PAGE_SIZE_MAX = 200;

/** A day (YYYY-MM-DD, a whole day in Cairo time) or a moment (ISO date-time with its offset). */
const DayOrMoment = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2}))?$',
  maxLength: 35,
  description:
    'YYYY-MM-DD: that whole day in Africa/Cairo time (from: its start, to: its end, both inclusive); or an ISO date-time with Z or an offset, taken as that instant (from inclusive, to exclusive).',
});

/** The filters of GET /admin/audit-events and of its CSV export (issue 17). */
export const AuditEventFilters = Type.Object({
  user_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Who acted (a staff account id)' })),
  action: Type.Optional(
    Type.Array(AuditEventKindSchema, { maxItems: AUDIT_EVENT_KINDS.length, description: 'Kinds of event, as action[]=…, repeated' }),
  ),
  record_type: Type.Optional(Type.Enum([...AUDIT_RECORD_TYPES], { description: 'What the event was done to' })),
  record_id: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'With record_type: that one record (a user id, a setting key, `<list>:<id>`)',
    }),
  ),
  from: Type.Optional(DayOrMoment),
  to: Type.Optional(DayOrMoment),
});
export type AuditEventFilters = Static<typeof AuditEventFilters>;

export const AuditEventsQuery = Type.Object({
  ...AuditEventFilters.properties,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_SIZE_MAX, default: AUDIT_PAGE_SIZE_DEFAULT })),
  cursor: Type.Optional(Type.String({ maxLength: 40, description: "The previous page's next_cursor, as given" })),
});
export type AuditEventsQuery = Static<typeof AuditEventsQuery>;

export const AuditActor = Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() });
export type AuditActor = Static<typeof AuditActor>;

/** One entry of the audit trail. */
export const AuditEvent = Type.Object({
  id: Type.Integer(),
  at: DateTime,
  action: AuditEventKindSchema,
  /** Who acted; null when nobody known did (a failed log-in to an unknown address). */
  who: Nullable(AuditActor),
  ip: Nullable(Type.String()),
  user_agent: Nullable(Type.String()),
  record_type: Nullable(Type.String()),
  record_id: Nullable(Type.String()),
  record_label: Nullable(
    Type.String({ description: "The record's name when it is known cheaply: a staff account's name, a reference item's name" }),
  ),
  details: Nullable(Type.Record(Type.String(), Type.Unknown(), { description: 'Old → new values and the rest, per kind (issue 17)' })),
});
export type AuditEvent = Static<typeof AuditEvent>;

/** A page of the trail, newest first. No total: counting millions of entries is the slow part. */
export const AuditEventsPage = Type.Object({
  data: Type.Array(AuditEvent),
  next_cursor: Nullable(Type.String({ description: 'Pass as cursor for the next (older) page; null on the last page' })),
});
export type AuditEventsPage = Static<typeof AuditEventsPage>;

export const AuditActorsQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of a name or e-mail' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});
export type AuditActorsQuery = Static<typeof AuditActorsQuery>;

export const AuditActorsData = Type.Array(AuditActor);
export type AuditActorsData = Static<typeof AuditActorsData>;
