import type { accountEn } from './account-en';

export const accountAr: typeof accountEn = {
  title: 'تغيير كلمة المرور',
  steps: {
    passwords: 'الخطوة {{step, number}} من {{steps, number}}: كلمات المرور',
    code: 'الخطوة {{step, number}} من {{steps, number}}: رمز التحقق',
  },
  fields: {
    current_password: 'كلمة المرور الحالية',
    new_password: 'كلمة المرور الجديدة',
    new_password_confirmation: 'تأكيد كلمة المرور الجديدة',
    otp: 'رمز التحقق',
  },
  policyHint: '{{passwordMinLength, number}} أحرف على الأقل، وتتضمن حرفًا كبيرًا وحرفًا صغيرًا ورقمًا ورمزًا خاصًا',
  otpHint: 'أدخل الرمز المكوّن من {{otpLength, number}} أرقام الذي أرسلناه إلى بريدك الإلكتروني',
  showPassword: 'إظهار كلمة المرور',
  actions: {
    sendCode: 'إرسال رمز التحقق',
    back: 'رجوع',
    resend: 'إعادة إرسال الرمز',
    resendIn: 'إعادة إرسال الرمز بعد {{seconds, number}} ثانية',
    verify: 'تغيير كلمة المرور',
  },
  messages: {
    otpSent: 'تم إرسال رمز التحقق إليك',
    otpResent: 'تم إرسال رمز تحقق جديد إليك',
    passwordChanged: 'تم تغيير كلمة المرور',
  },
  errors: {
    networkError: 'خطأ في الشبكة: تحقق من اتصالك وحاول مرة أخرى',
    badRequest: 'طلب غير صالح',
    unauthorized: 'غير مصرح: يُرجى تسجيل الدخول مرة أخرى',
    forbidden: 'غير مسموح لك بتنفيذ هذا الإجراء',
    notFound: 'غير موجود',
    validationError: 'خطأ في التحقق من البيانات',
    tooManyRequests: 'طلبات كثيرة جدًا، حاول مرة أخرى لاحقًا',
    serverError: 'خطأ في الخادم، حاول مرة أخرى لاحقًا',
    unknownError: 'خطأ غير معروف',
    passwordChangeError: 'تعذّر تغيير كلمة المرور',
    resendOtpError: 'تعذّر إرسال رمز جديد',
  },
};
