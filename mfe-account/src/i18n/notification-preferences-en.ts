/** Issue 18: the account page "Notification e-mails", and the names of the events a person is told of. */
export const notificationPreferencesEn = {
  title: 'Notification e-mails',
  intro:
    'The bell in the top bar shows every notification. Choose which of them also reach you by e-mail; none is sent for your own actions.',
  listLabel: 'E-mail me when',
  events: {
    request_assigned: 'A request is assigned to me',
    request_approved: 'A request I created is approved',
    request_rejected: 'A request I created is rejected',
    request_returned: 'A request I created is returned to me',
    request_closed: 'A request I created is closed',
    request_commented: 'Someone comments on a request I created or review',
    request_resubmitted: 'A request I returned is sent back to me',
    sla_breached: 'A request in my queue passes its time limit (SLA)',
    self_onboarding_application: 'A new self-onboarding application arrives',
    document_received: 'A document you asked an applicant for arrives',
  },
  empty: 'There are no notifications for your role',
  messages: {
    on: 'E-mails on: {{event}}',
    off: 'E-mails off: {{event}}',
  },
  errors: {
    loading: 'Your notification settings could not be loaded',
    saving: 'Your choice could not be saved',
  },
};
