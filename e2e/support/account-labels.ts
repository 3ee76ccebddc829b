/** The texts a person reads on the change-password and self-onboarding screens. */
export const accountLabels = {
  ar: {
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور الجديدة',
    otp: 'رمز التحقق',
    sendCode: 'إرسال رمز التحقق',
    resend: 'إعادة إرسال الرمز',
    // The countdown is written in Arabic-Indic digits in Arabic (decision 0011).
    resendIn: /إعادة إرسال الرمز بعد ([٠-٩]+) ثانية/,
    verify: 'تغيير كلمة المرور',
    passwordChanged: 'تم تغيير كلمة المرور',
    submitApplication: 'أرسل طلبي',
    applicationReceived: 'تم استلام طلبك بنجاح.',
  },
  en: {
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    otp: 'Verification code',
    sendCode: 'Send verification code',
    resend: 'Resend code',
    resendIn: /Resend code in (\d+) s/,
    verify: 'Change password',
    passwordChanged: /Password changed|Your password was changed/,
    submitApplication: 'Send my application',
    applicationReceived: 'Your application was received successfully.',
  },
} as const;
