import { addTranslations } from '@back-office/shared';
import { adminAr } from './admin-ar';
import { adminEn } from './admin-en';
import { referenceAr } from './reference-ar';
import { referenceEn } from './reference-en';

// One namespace per admin domain, each registered here when the remote loads.
addTranslations('admin', { ar: adminAr, en: adminEn });
addTranslations('reference', { ar: referenceAr, en: referenceEn });
