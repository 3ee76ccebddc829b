import { addTranslations } from '@back-office/shared';
import { limitRequestsAr } from './limitRequests-ar';
import { limitRequestsEn } from './limitRequests-en';

addTranslations('limitRequests', { ar: limitRequestsAr, en: limitRequestsEn });
