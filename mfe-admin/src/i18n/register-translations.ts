import { addTranslations } from '@back-office/shared';
import { adminAr } from './admin-ar';
import { adminEn } from './admin-en';
import { staffAr } from './staff-ar';
import { staffEn } from './staff-en';

// One namespace per admin domain, each registered here when the remote loads.
addTranslations('admin', { ar: adminAr, en: adminEn });
addTranslations('staff', { ar: staffAr, en: staffEn });
