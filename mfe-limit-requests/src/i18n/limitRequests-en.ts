export const limitRequestsEn = {
  title: 'Limit requests',
  upcoming: 'This section opens in an upcoming release.',
};
