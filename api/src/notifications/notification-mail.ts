import type { Language } from '@back-office/shared/rules';
import { translate } from '../i18n/translate';
import type { MailMessage } from '../mail/mailer';
import type { StoredNotification } from '../repositories/notifications/notifications-repository';
import { notificationText } from './notification-text';

/** The screen a notification's record opens on. */
export function recordPath(row: Pick<StoredNotification, 'recordType' | 'recordId'>): string {
  return row.recordType === 'client' ? `/clients/${row.recordId}` : `/limit-requests/${row.recordId}`;
}

/** The domain of the Message-ID: the sender's, so the id is the deployment's own. */
function messageIdDomain(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return address.split('@')[1]?.trim() || 'back-office.local';
}

/**
 * Issue 18: a notification's mail in the recipient's language, with a link to the record. The
 * Message-ID is the notification's own, so a repeat after a crash between send and mark
 * (the worker's one window, decision 0021) can be dropped by the receiving server.
 */
export function notificationMail(
  language: Language,
  recipient: { name: string; email: string },
  row: StoredNotification,
  options: { portalOrigin: string; mailFrom: string },
): MailMessage {
  const sentence = notificationText(language, row);
  return {
    to: recipient.email,
    subject: translate(language, 'notificationMailSubject', { code: row.recordLabel }),
    text: [
      translate(language, 'notificationMailGreeting', { name: recipient.name }),
      '',
      sentence,
      '',
      translate(language, 'notificationMailOpen'),
      `${options.portalOrigin}${recordPath(row)}`,
      '',
      translate(language, 'notificationMailPreferences'),
      '',
    ].join('\n'),
    messageId: `<notification-${row.id}@${messageIdDomain(options.mailFrom)}>`,
  };
}
