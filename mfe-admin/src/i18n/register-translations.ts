import { addTranslations } from '@back-office/shared';
import { adminAr } from './admin-ar';
import { adminEn } from './admin-en';

// One namespace per admin domain, each registered here when the remote loads.
addTranslations('admin', { ar: adminAr, en: adminEn });
