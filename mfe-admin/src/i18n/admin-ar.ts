import type { adminEn } from './admin-en';

export const adminAr: typeof adminEn = {
  title: 'الإدارة',
  sections: 'أقسام الإدارة',
  nav: {
    users: 'الموظفون',
    reference: 'البيانات المرجعية',
    settings: 'الإعدادات',
    audit: 'سجل التدقيق',
  },
  forbidden: {
    title: 'لمديري النظام فقط',
    description: 'اطلب من مدير النظام إذا احتجت إلى تغيير شيء هنا.',
  },
};
