/** Issue 18: the bell in the top bar and its panel; registered by the bell's own chunk, so /login carries none of it. */
export const notificationsEn = {
  bell: 'Notifications, {{count, number}} unread',
  bellNone: 'Notifications, none unread',
  title: 'Notifications',
  close: 'Close notifications',
  markAllRead: 'Mark all read',
  loadOlder: 'Load older',
  unread: 'Unread',
  empty: 'No notifications yet',
  emptyHint: 'You are told here when a request is assigned to you, decided, returned or commented on.',
  loadError: 'Notifications could not be loaded',
  markError: 'The notifications could not be marked read',
  announce: 'New notification: {{text}}',
  settings: 'E-mail settings',
};
