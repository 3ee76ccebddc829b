export const accountEn = {
  title: 'Change password',
  upcoming: 'This section opens in an upcoming release.',
};
