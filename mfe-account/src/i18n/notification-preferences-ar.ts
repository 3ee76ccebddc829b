import type { notificationPreferencesEn } from './notification-preferences-en';

/** Issue 18: صفحة «رسائل الإشعارات» وأسماء الأحداث التي يُبلَّغ بها الموظف. */
export const notificationPreferencesAr: typeof notificationPreferencesEn = {
  title: 'رسائل الإشعارات',
  intro: 'يعرض الجرس في الشريط العلوي كل الإشعارات. اختر أيّها يصلك أيضًا بالبريد الإلكتروني؛ لا تُرسل رسالة عن إجراءاتك أنت.',
  listLabel: 'راسلني بالبريد عندما',
  events: {
    request_assigned: 'يُسند إليّ طلب',
    request_approved: 'تتم الموافقة على طلب أنشأته',
    request_rejected: 'يُرفض طلب أنشأته',
    request_returned: 'يُعاد إليّ طلب أنشأته',
    request_closed: 'يُغلق طلب أنشأته',
    request_commented: 'يعلّق أحد على طلب أنشأته أو أراجعه',
    request_resubmitted: 'يُعاد إرسال طلب أعدته إلى المندوب',
    sla_breached: 'يتجاوز طلب في قائمتي المهلة المحددة له',
    self_onboarding_application: 'يصل طلب تسجيل ذاتي جديد',
    document_received: 'يصل مستند طلبته من متقدّم',
  },
  empty: 'لا توجد إشعارات لدورك',
  messages: {
    on: 'تم تشغيل الرسائل: {{event}}',
    off: 'تم إيقاف الرسائل: {{event}}',
  },
  errors: {
    loading: 'تعذّر تحميل إعدادات الإشعارات',
    saving: 'تعذّر حفظ اختيارك',
  },
};
