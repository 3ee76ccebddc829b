export const accountEn = {
  title: 'Change password',
  steps: {
    passwords: 'Step {{step, number}} of {{steps, number}}: your passwords',
    code: 'Step {{step, number}} of {{steps, number}}: the verification code',
  },
  fields: {
    current_password: 'Current password',
    new_password: 'New password',
    new_password_confirmation: 'Confirm new password',
    otp: 'Verification code',
  },
  policyHint:
    'At least {{passwordMinLength, number}} characters, with an uppercase letter, a lowercase letter, a digit and a special character',
  otpHint: 'Enter the {{otpLength, number}}-digit code we sent to your e-mail address',
  showPassword: 'Show password',
  actions: {
    sendCode: 'Send verification code',
    back: 'Back',
    resend: 'Resend code',
    resendIn: 'Resend code in {{seconds, number}} s',
    verify: 'Change password',
  },
  messages: {
    otpSent: 'A verification code was sent to you',
    otpResent: 'A new verification code was sent to you',
    passwordChanged: 'Your password was changed',
  },
  errors: {
    networkError: 'Network error: check your connection and try again',
    badRequest: 'Bad request',
    unauthorized: 'Unauthorized: please log in again',
    forbidden: 'You are not allowed to do this',
    notFound: 'Not found',
    validationError: 'Validation error',
    tooManyRequests: 'Too many requests, try again later',
    serverError: 'Server error, try again later',
    unknownError: 'Unknown error',
    passwordChangeError: 'The password could not be changed',
    resendOtpError: 'A new code could not be sent',
  },
};
