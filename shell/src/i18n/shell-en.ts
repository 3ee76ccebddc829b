export const shellEn = {
  menu: {
    open: 'Open menu',
    close: 'Close menu',
    title: 'Menu',
    dashboard: 'Dashboard',
    clients: 'Clients',
    limitRequests: 'Limit requests',
    reviewQueue: 'Review queue',
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
  theme: {
    switchToDark: 'Switch to dark theme',
    switchToLight: 'Switch to light theme',
  },
};
