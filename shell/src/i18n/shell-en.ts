export const shellEn = {
  menu: {
    open: 'Open menu',
    close: 'Close menu',
    title: 'Menu',
    clients: 'Clients',
    limitRequests: 'Limit requests',
    changePassword: 'Change password',
    mySessions: 'My sessions',
    administration: 'Administration',
    security: 'Two-factor log-in',
    notificationSettings: 'Notification e-mails',
    changeLanguage: 'Change language',
  },
  // Issue 15: the signed-in person's role, beside their name in the top bar.
  roles: {
    agent: 'Agent',
    risk: 'Risk reviewer',
    admin: 'Administrator',
  },
  // Issue 18: the bell in the top bar and its panel.
  notifications: {
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
  },
  theme: {
    switchToDark: 'Switch to dark theme',
    switchToLight: 'Switch to light theme',
  },
};
