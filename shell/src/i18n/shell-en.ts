export const shellEn = {
  menu: {
    open: 'Open menu',
    close: 'Close menu',
    title: 'Menu',
    clients: 'Clients',
    limitRequests: 'Limit requests',
    changePassword: 'Change password',
    changeLanguage: 'Change language',
  },
  theme: {
    switchToDark: 'Switch to dark theme',
    switchToLight: 'Switch to light theme',
  },
};
