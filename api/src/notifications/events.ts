import { NOTIFICATION_EVENTS, type NotificationEvent, type UserRole } from '@back-office/shared/contract/enums';
import type { MessageKey } from '../i18n/messages';

/** Issue 18: the sentence of each event (notification-messages.ts). */
export const EVENT_TEXT: Record<NotificationEvent, MessageKey> = {
  request_assigned: 'notificationRequestAssigned',
  request_approved: 'notificationRequestApproved',
  request_rejected: 'notificationRequestRejected',
  request_returned: 'notificationRequestReturned',
  request_closed: 'notificationRequestClosed',
  request_commented: 'notificationRequestCommented',
  request_resubmitted: 'notificationRequestResubmitted',
  sla_breached: 'notificationSlaBreached',
  self_onboarding_application: 'notificationSelfOnboardingApplication',
  // Issue 19: to whoever asked an applicant for the document.
  document_received: 'notificationDocumentReceived',
};

/**
 * The events a role can receive, so the account page offers only those: agents are not assigned
 * reviews nor sent resubmissions (an SLA still reaches them for a request returned to them);
 * reviewers do not handle public applications; administrators receive everything.
 */
const NOT_FOR: Record<UserRole, readonly NotificationEvent[]> = {
  agent: ['request_assigned', 'request_resubmitted'],
  risk: ['self_onboarding_application'],
  admin: [],
};

export function eventsFor(role: UserRole): NotificationEvent[] {
  return NOTIFICATION_EVENTS.filter((event) => !NOT_FOR[role].includes(event));
}
