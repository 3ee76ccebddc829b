import { addTranslations } from '@back-office/shared';
import { adminRuleMessages } from '@back-office/shared/rules/admin-messages';
import { adminAr } from './admin-ar';
import { adminEn } from './admin-en';
import { auditAr } from './audit-ar';
import { auditEn } from './audit-en';
import { referenceAr } from './reference-ar';
import { referenceEn } from './reference-en';
import { settingsAr } from './settings-ar';
import { settingsEn } from './settings-en';
import { staffAr } from './staff-ar';
import { staffEn } from './staff-en';

// One namespace per admin domain, each registered here when the remote loads.
// The rule texts only these pages show (shared/src/rules/admin-messages.ts), into the `rules` namespace.
addTranslations('rules', adminRuleMessages);
addTranslations('admin', { ar: adminAr, en: adminEn });
addTranslations('staff', { ar: staffAr, en: staffEn });
addTranslations('reference', { ar: referenceAr, en: referenceEn });
addTranslations('settings', { ar: settingsAr, en: settingsEn });
addTranslations('audit', { ar: auditAr, en: auditEn });
