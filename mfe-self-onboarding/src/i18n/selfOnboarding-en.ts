export const selfOnboardingEn = {
  title: 'Open your account',
  upcoming: 'This section opens in an upcoming release.',
};
