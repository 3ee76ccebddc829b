/** Issue 16: the account's security page (two-factor log-in). */
export const securityEn = {
  title: 'Two-factor log-in',
  intro:
    'An authenticator app on your phone (such as Google Authenticator or Microsoft Authenticator) gives a new 6-digit code every 30 seconds. With two-factor log-in on, the code is asked for after your password.',
  required: 'Your role requires two-factor log-in. Set it up to continue working.',
  status: {
    on: 'Two-factor log-in is on',
    off: 'Two-factor log-in is off',
    codesLeft: 'Unused recovery codes: {{count, number}}',
  },
  enrol: {
    start: 'Set up an authenticator app',
    scanTitle: 'Step 1: scan the QR code',
    scanHint: 'Scan this code with your authenticator app, or type the key below into it.',
    qrAlt: 'QR code to add this account to an authenticator app',
    keyLabel: 'Set-up key',
    confirmTitle: 'Step 2: enter the first code',
    confirm: 'Turn on',
  },
  codes: {
    title: 'Your recovery codes',
    hint: 'Each code lets you log in once if you lose your phone. They are shown only now: save them somewhere safe.',
    listLabel: 'Recovery codes',
    done: 'I have saved them',
  },
  manage: {
    regenerateTitle: 'New recovery codes',
    regenerateHint: 'Makes ten new codes; the previous ones stop working.',
    regenerate: 'Make new codes',
    disableTitle: 'Turn off two-factor log-in',
    disable: 'Turn off',
  },
  fields: {
    code: 'Authentication code',
    codeHint: 'The 6-digit code your authenticator app shows now',
    password: 'Password',
  },
  errors: {
    loadFailed: 'The security settings could not be loaded',
    retry: 'Try again',
    failed: 'That did not work; try again',
  },
};
