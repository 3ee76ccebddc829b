import { addTranslations } from '@back-office/shared';
import { limitRequestsAr } from './limitRequests-ar';
import { limitRequestsEn } from './limitRequests-en';

/** The remote brings its own texts, so it can be redeployed alone; every exposed module imports this. */
addTranslations('limitRequests', { ar: limitRequestsAr, en: limitRequestsEn });
