import type { selfOnboardingEn } from './selfOnboarding-en';

export const selfOnboardingAr: typeof selfOnboardingEn = {
  title: 'افتح حسابك',
  upcoming: 'يُفتح هذا القسم في إصدار قادم.',
};
