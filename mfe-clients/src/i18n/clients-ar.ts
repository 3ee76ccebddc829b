import type { ClientsMessages } from './clients-en';

export const clientsAr: ClientsMessages = {
  list: {
    title: 'العملاء',
    caption: 'العملاء',
    tiles: {
      totalClients: 'إجمالي العملاء',
      totalBalance: 'إجمالي الرصيد',
      statuses: 'الحالات',
    },
    searchLabel: 'بحث',
    searchPlaceholder: 'ابحث بالاسم أو الكود أو الرقم القومي أو الهاتف',
    statusFilter: 'الحالة',
    allStatuses: 'كل الحالات',
    createClient: 'إضافة عميل',
    createFirstClient: 'أضف أول عميل',
    noMatchesHint: 'لا يوجد عميل يطابق هذا البحث أو الحالة.',
    clearFilters: 'مسح عوامل التصفية',
    columns: {
      name: 'الاسم',
      code: 'الكود',
      phone: 'الهاتف',
      nationalId: 'الرقم القومي',
      title: 'المسمى الوظيفي',
      balance: 'الرصيد',
      status: 'الحالة',
      creator: 'أنشأه',
      updatedAt: 'آخر تحديث',
    },
  },
  empty: {
    noClientsFound: 'لا يوجد عملاء',
    noClientDetails: 'لا توجد تفاصيل للعميل',
  },
  errors: {
    errorFetchingClients: 'حدث خطأ أثناء جلب العملاء',
    errorFetchingClientDetails: 'حدث خطأ أثناء جلب تفاصيل العميل',
    errorFetchingClientData: 'حدث خطأ أثناء جلب بيانات العميل',
    errorCreatingClient: 'حدث خطأ أثناء إنشاء العميل',
    errorUpdatingClient: 'حدث خطأ أثناء تحديث العميل',
    errorSubmittingClient: 'حدث خطأ أثناء إرسال العميل',
  },
  success: {
    clientCreatedSuccessfully: 'تم إنشاء العميل بنجاح',
    clientUpdated: 'تم تحديث العميل',
    clientSubmittedSuccessfully: 'تم إرسال العميل بنجاح',
  },
};
