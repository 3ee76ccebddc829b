import { addTranslations } from '@back-office/shared';
import { selfOnboardingAr } from './selfOnboarding-ar';
import { selfOnboardingEn } from './selfOnboarding-en';

addTranslations('selfOnboarding', { ar: selfOnboardingAr, en: selfOnboardingEn });
