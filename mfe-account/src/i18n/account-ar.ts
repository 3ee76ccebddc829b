import type { accountEn } from './account-en';

export const accountAr: typeof accountEn = {
  title: 'تغيير كلمة المرور',
  upcoming: 'يُفتح هذا القسم في إصدار قادم.',
};
