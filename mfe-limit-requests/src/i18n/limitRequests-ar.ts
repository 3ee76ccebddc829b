import { detailsAr } from './details-ar';
import { formAr } from './form-ar';
import type { LimitRequestsMessages } from './limitRequests-en';

export const limitRequestsAr: LimitRequestsMessages = {
  list: {
    title: 'طلبات الحدود الائتمانية',
    caption: 'طلبات الحدود الائتمانية',
    totalRequests: 'إجمالي الطلبات: {{total}}',
    totalRequestsMoreThan: 'إجمالي الطلبات: أكثر من {{total}}',
    createLimitRequest: 'إنشاء طلب حد ائتماني',
    exportCsv: 'تصدير CSV',
  },
  filters: {
    label: 'تصفية طلبات الحدود الائتمانية',
    search: 'بحث',
    searchPlaceholder: 'ابحث بالكود أو اسم العميل أو التاجر',
    clearSearch: 'مسح البحث',
    requestCodes: 'أكواد الطلبات',
    allCodes: 'كل الأكواد',
    advanced: 'تصفية متقدمة',
    decisionStatus: 'حالة القرار',
    allDecisions: 'كل القرارات',
    dateFrom: 'من تاريخ',
    dateTo: 'إلى تاريخ',
    apply: 'تطبيق',
    clear: 'مسح',
    mine: 'طلباتي',
  },
  columns: {
    code: 'الكود',
    client: 'العميل',
    requestedLimit: 'الحد المطلوب',
    approvedLimit: 'الحد المعتمد',
    notApproved: 'لم تتم الموافقة',
    tenure: 'المدة (بالأشهر)',
    merchant: 'التاجر',
    requestStatus: 'حالة الطلب',
    decisionStatus: 'حالة القرار',
    creator: 'أنشأه',
    created: 'تاريخ الإنشاء',
  },
  statuses: {
    request: {
      new: 'جديد',
      under_review: 'قيد المراجعة',
      approved: 'مقبول',
      contract_uploaded: 'تم رفع العقد',
      closed: 'مغلق',
      rejected: 'مرفوض',
      cancelled: 'ملغي',
      awaiting_confirmation: 'بانتظار تأكيد الموافقة',
      returned_to_agent: 'معاد إلى الموظف',
    },
    decision: {
      pending: 'قيد الانتظار',
      approved: 'مقبول',
      rejected: 'مرفوض',
      cancelled: 'ملغي',
      closed: 'مغلق',
    },
  },
  empty: {
    noLimitRequests: 'لا توجد طلبات حدود ائتمانية',
    noMatchesHint: 'لا يوجد طلب يطابق عوامل التصفية هذه.',
    clearFilters: 'مسح عوامل التصفية',
  },
  errors: {
    errorFetchingLimitRequests: 'حدث خطأ أثناء جلب طلبات الحدود الائتمانية',
    errorExportingLimitRequests: 'حدث خطأ أثناء تصدير طلبات الحدود الائتمانية',
  },
  details: detailsAr,
  form: formAr,
};
