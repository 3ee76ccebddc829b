/** Issue 17: the page a set-password link (invitation or forced reset) opens. */
export const setPasswordEn = {
  title: 'Set your password',
  greeting: 'Hello {{name}}',
  inviteIntro: 'Choose the password you will log in with as {{email}}.',
  resetIntro: 'Your administrator asked you to choose a new password for {{email}}.',
  submit: 'Set password',
  done: 'Your password is set; you can log in now',
  failed: 'The password could not be set. Try again.',
  checking: 'Checking the link…',
  invalidTitle: 'This link cannot be used',
  invalid: 'This set-password link is not valid, has expired or was already used. Ask your administrator for a new one.',
  toLogin: 'Go to log-in',
};
