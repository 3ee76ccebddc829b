import type { notificationsEn } from './notifications-en';

/** Issue 18: جرس الإشعارات في الشريط العلوي ولوحته. */
export const notificationsAr: typeof notificationsEn = {
  bell: 'الإشعارات، {{count, number}} غير مقروءة',
  bellNone: 'الإشعارات، لا توجد غير مقروءة',
  title: 'الإشعارات',
  close: 'إغلاق الإشعارات',
  markAllRead: 'تحديد الكل كمقروء',
  loadOlder: 'عرض الأقدم',
  unread: 'غير مقروء',
  empty: 'لا توجد إشعارات بعد',
  emptyHint: 'ستصلك هنا الإشعارات عند إسناد طلب إليك أو البتّ فيه أو إعادته أو التعليق عليه.',
  loadError: 'تعذّر تحميل الإشعارات',
  markError: 'تعذّر تحديد الإشعارات كمقروءة',
  announce: 'إشعار جديد: {{text}}',
  settings: 'إعدادات البريد الإلكتروني',
};
