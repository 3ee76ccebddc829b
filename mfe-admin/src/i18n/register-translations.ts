import { addTranslations } from '@back-office/shared';
import { adminAr } from './admin-ar';
import { adminEn } from './admin-en';
import { auditAr } from './audit-ar';
import { auditEn } from './audit-en';

// One namespace per admin domain, each registered here when the remote loads.
addTranslations('admin', { ar: adminAr, en: adminEn });
addTranslations('audit', { ar: auditAr, en: auditEn });
