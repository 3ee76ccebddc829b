import type { queueEn } from './queue-en';

/** Issue 18: نصوص قائمة المراجعة (namespace `reviewQueue`). */
export const queueAr: typeof queueEn = {
  title: 'قائمة المراجعة',
  takeNext: 'استلام الطلب التالي',
  nothingWaiting: 'لا توجد طلبات في انتظار المراجعة الآن',
  takeNextFailed: 'تعذر استلام الطلب التالي',
  loadFailed: 'تعذر تحميل قائمة المراجعة',
  tabs: {
    label: 'طرق عرض القائمة',
    assigned_to_me: 'المسندة إليّ',
    unassigned: 'غير المسندة',
    all_open: 'كل المفتوحة',
    by_reviewer: 'حسب المراجع',
  },
  empty: {
    assigned_to_me: 'لا توجد طلبات مسندة إليك',
    unassigned: 'لا توجد طلبات في انتظار مراجع',
    all_open: 'لا توجد طلبات مفتوحة',
    by_reviewer: 'لا توجد طلبات مفتوحة مسندة',
  },
  reviewer: { label: 'المراجع', everyone: 'كل المراجعين', option: '{{name}} ({{count}} مفتوح)' },
  columns: {
    code: 'الكود',
    client: 'العميل',
    status: 'الحالة',
    amount: 'المبلغ المطلوب',
    creator: 'أنشأه',
    assignee: 'مسند إلى',
    nobody: 'غير مسند',
    age: 'العمر',
    inStage: 'في هذه المرحلة',
    sla: 'مهلة الخدمة',
  },
  sla: { within: 'في الموعد', near: 'قريب من المهلة', breached: 'متأخر' },
};
