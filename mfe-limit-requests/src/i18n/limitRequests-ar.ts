import type { limitRequestsEn } from './limitRequests-en';

export const limitRequestsAr: typeof limitRequestsEn = {
  title: 'طلبات الحدود الائتمانية',
  upcoming: 'يُفتح هذا القسم في إصدار قادم.',
};
