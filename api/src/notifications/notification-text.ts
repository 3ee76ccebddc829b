import type { Notification } from '@back-office/shared/contract';
import type { Language } from '@back-office/shared/rules';
import { translate } from '../i18n/translate';
import type { StoredNotification } from '../repositories/notifications/notifications-repository';
import { EVENT_TEXT } from './events';

/** The sentence of a notification in the reader's language, e.g. "Request LR-… was approved by …". */
export function notificationText(language: Language, row: StoredNotification): string {
  const actor = row.actorName ?? translate(language, 'notificationSystemActor');
  return translate(language, EVENT_TEXT[row.event], { code: row.recordLabel, actor });
}

/** The wire shape (contract/notifications.ts). */
export function toNotification(language: Language, row: StoredNotification): Notification {
  return {
    id: row.id,
    event: row.event,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    record: { type: row.recordType, id: row.recordId, label: row.recordLabel },
    actor: row.actorId === null || row.actorName === null ? null : { id: row.actorId, name: row.actorName },
    text: notificationText(language, row),
  };
}
