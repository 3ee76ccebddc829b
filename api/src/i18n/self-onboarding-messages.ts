/** Issue 19: the public application's answers (references, proof of work, per-mobile limit). */
export const selfOnboardingMessages = {
  ar: {
    applicationReceived: 'تم استلام طلبك، احتفظ برقمه المرجعي لمتابعة حالته',
    powInvalid: 'تعذّر التحقق من المتصفح، أعد المحاولة',
    tooManyApplicationsForMobile: 'أُرسلت طلبات كثيرة برقم الهاتف هذا اليوم، حاول مرة أخرى غدًا',
    applicationFilesRefused: 'تعذّر استلام ملفات الطلب',
  },
  en: {
    applicationReceived: 'We received your application; keep its reference to follow its status',
    powInvalid: 'Your browser could not be verified; please try again',
    tooManyApplicationsForMobile: 'Too many applications were sent with this mobile number today; try again tomorrow',
    applicationFilesRefused: 'The application’s files could not be accepted',
  },
} as const;
