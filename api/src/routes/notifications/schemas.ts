import {
  MarkNotificationsRead,
  NotificationPreferences,
  NotificationsPage,
  NotificationsQuery,
  UnreadCount,
} from '@back-office/shared/contract';
import { Type } from 'typebox';
import { errorResponses } from '../../http/envelope';

export const listNotificationsSchema = {
  tags: ['notifications'],
  description: 'Issue 18: my notifications, newest first, each with its sentence in my language; `before` pages to older ones.',
  querystring: NotificationsQuery,
  response: { 200: NotificationsPage, ...errorResponses(401, 422) },
};

export const unreadCountSchema = {
  tags: ['notifications'],
  description: 'Issue 18: how many of my notifications are unread (the bell).',
  response: { 200: UnreadCount, ...errorResponses(401) },
};

export const markReadSchema = {
  tags: ['notifications'],
  description:
    'Issue 18: marks these of my notifications read (ids of others are ignored), or every one with `all`; answers the unread count after.',
  body: MarkNotificationsRead,
  response: { 200: UnreadCount, ...errorResponses(401, 422) },
};

export const streamSchema = {
  tags: ['notifications'],
  description:
    'Issue 18: Server-Sent Events with the normal Bearer header. `event: notification` carries NotificationStreamEvent JSON, ' +
    '`event: read` the unread count (also sent first); a comment every 25 s keeps it open. It ends when the session ends.',
  response: { 200: Type.Unsafe<unknown>({ description: 'text/event-stream', type: 'string' }), ...errorResponses(401) },
};

export const getPreferencesSchema = {
  tags: ['account'],
  description: 'Issue 18: every event my role can receive and whether it also mails me (on unless turned off).',
  response: { 200: NotificationPreferences, ...errorResponses(401) },
};

export const putPreferencesSchema = {
  tags: ['account'],
  description: 'Issue 18: saves which events mail me; events my role does not receive answer 422. Answers the whole list after.',
  body: NotificationPreferences,
  response: { 200: NotificationPreferences, ...errorResponses(401, 422) },
};
