import type { shellEn } from './shell-en';

export const shellAr: typeof shellEn = {
  menu: {
    open: 'فتح القائمة',
    close: 'إغلاق القائمة',
    title: 'القائمة',
    dashboard: 'لوحة المتابعة',
    clients: 'العملاء',
    limitRequests: 'طلبات الحدود الائتمانية',
    reviewQueue: 'قائمة المراجعة',
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
  theme: {
    switchToDark: 'التبديل إلى الوضع الداكن',
    switchToLight: 'التبديل إلى الوضع الفاتح',
  },
};
