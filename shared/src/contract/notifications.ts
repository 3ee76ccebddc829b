import { Type, type Static } from 'typebox';
import { NOTIFICATION_EVENTS } from './enums';
import { DateTime, Nullable } from './fields';

/** Issue 18: what a staff member is told of (the bell in the top bar, and e-mail). */
export const NotificationEventSchema = Type.Enum([...NOTIFICATION_EVENTS]);

export const NOTIFICATIONS_PAGE_SIZE_MAX = 50;
/** Every integer input has a maximum (a bigserial id read as a JavaScript number stays exact below this). */
const NOTIFICATION_ID_MAX = Number.MAX_SAFE_INTEGER;

export const NotificationsQuery = Type.Object({
  unread: Type.Optional(Type.Boolean({ description: 'true: unread only' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: NOTIFICATIONS_PAGE_SIZE_MAX, default: 20 })),
  before: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: NOTIFICATION_ID_MAX,
      description: 'The id of the oldest notification already shown: the next (older) page',
    }),
  ),
});
export type NotificationsQuery = Static<typeof NotificationsQuery>;

/** The record a notification links to: its screen is /limit-requests/:id or /clients/:id. */
export const NotificationRecord = Type.Object({
  type: Type.Enum(['limit_request', 'client']),
  id: Type.Integer(),
  /** The request's code or the client's name, to say which one without opening it. */
  label: Type.String(),
});
export type NotificationRecord = Static<typeof NotificationRecord>;

export const Notification = Type.Object({
  id: Type.Integer(),
  event: NotificationEventSchema,
  created_at: DateTime,
  read_at: Nullable(DateTime),
  record: NotificationRecord,
  /** Who caused it; null for the system (an SLA passed, a public application). */
  actor: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  /** The sentence to show, in the reader's language (the API writes it, as it does error messages). */
  text: Type.String(),
});
export type Notification = Static<typeof Notification>;

export const NotificationsPage = Type.Object({
  data: Type.Array(Notification),
  unread_count: Type.Integer(),
  /** Pass as `before` for older ones; null when there are none. */
  next_before: Nullable(Type.Integer()),
});
export type NotificationsPage = Static<typeof NotificationsPage>;

export const UnreadCount = Type.Object({ unread_count: Type.Integer() });
export type UnreadCount = Static<typeof UnreadCount>;

/** POST /notifications/read: these ids, or every one up to now when `all`. */
export const MarkNotificationsRead = Type.Object({
  ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: NOTIFICATION_ID_MAX }), { minItems: 1, maxItems: 100 })),
  all: Type.Optional(Type.Boolean()),
});
export type MarkNotificationsRead = Static<typeof MarkNotificationsRead>;

/**
 * GET /notifications/stream is Server-Sent Events; each `notification` event's data is this
 * (the new notification and the count after it); a `read` event carries only the count.
 */
export const NotificationStreamEvent = Type.Object({
  notification: Nullable(Notification),
  unread_count: Type.Integer(),
});
export type NotificationStreamEvent = Static<typeof NotificationStreamEvent>;

/** The account page's choice: which events also send an e-mail (GET and PUT /account/notification-preferences). */
export const NotificationPreference = Type.Object({ event: NotificationEventSchema, email: Type.Boolean() });
export type NotificationPreference = Static<typeof NotificationPreference>;

export const NotificationPreferences = Type.Object({
  /** Every event the signed-in person's role can receive, in NOTIFICATION_EVENTS order. */
  preferences: Type.Array(NotificationPreference),
});
export type NotificationPreferences = Static<typeof NotificationPreferences>;
