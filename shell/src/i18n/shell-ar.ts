import type { shellEn } from './shell-en';

export const shellAr: typeof shellEn = {
  menu: {
    open: 'فتح القائمة',
    close: 'إغلاق القائمة',
    title: 'القائمة',
    clients: 'العملاء',
    limitRequests: 'طلبات الحدود الائتمانية',
    changePassword: 'تغيير كلمة المرور',
    mySessions: 'جلساتي',
    administration: 'الإدارة',
    security: 'التحقق بخطوتين',
    notificationSettings: 'رسائل الإشعارات',
    changeLanguage: 'تغيير اللغة',
  },
  roles: {
    agent: 'مندوب مبيعات',
    risk: 'مراجع مخاطر',
    admin: 'مسؤول النظام',
  },
  notifications: {
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
  },
  theme: {
    switchToDark: 'التبديل إلى الوضع الداكن',
    switchToLight: 'التبديل إلى الوضع الفاتح',
  },
};
