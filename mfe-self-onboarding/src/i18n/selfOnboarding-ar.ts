import type { selfOnboardingEn } from './selfOnboarding-en';

export const selfOnboardingAr: typeof selfOnboardingEn = {
  title: 'افتح حسابك',
  intro: 'املأ بياناتك لتصبح عميلًا لدينا. الحقول المميزة بعلامة * مطلوبة.',
  submit: 'أرسل طلبي',
  consent:
    'أوافق على معالجة بياناتي الشخصية وفقًا لقانون حماية البيانات الشخصية المصري رقم 151 لسنة 2020، بغرض دراسة طلبي والتحقق من هويتي وفتح حسابي كعميل وإدارته.',
  honeypot: 'اترك هذا الحقل فارغًا',
  success: {
    clientCreatedSuccessfully: 'تم استلام طلبك بنجاح.',
    reference: 'رقمك المرجعي هو {{reference}}، احتفظ به لمتابعة طلبك.',
  },
  errors: {
    errorFetchingMetaData: 'تعذّر تحميل النموذج',
    errorCreatingClient: 'تعذّر إرسال طلبك',
    checkAnswers: 'بعض الإجابات تحتاج إلى تصحيح؛ راجع الرسائل أسفل الحقول.',
    tooManySubmissions: 'أُرسلت طلبات كثيرة من هنا. يُرجى المحاولة مرة أخرى لاحقًا.',
  },
};
