import { addTranslations } from '@back-office/shared';
import { accountAr } from './account-ar';
import { accountEn } from './account-en';
import { notificationPreferencesAr } from './notification-preferences-ar';
import { notificationPreferencesEn } from './notification-preferences-en';
import { securityAr } from './security-ar';
import { setPasswordAr } from './set-password-ar';
import { setPasswordEn } from './set-password-en';
import { securityEn } from './security-en';
import { sessionsAr } from './sessions-ar';
import { sessionsEn } from './sessions-en';

addTranslations('account', { ar: accountAr, en: accountEn });
addTranslations('sessions', { ar: sessionsAr, en: sessionsEn });
addTranslations('security', { ar: securityAr, en: securityEn });
addTranslations('setPassword', { ar: setPasswordAr, en: setPasswordEn });
addTranslations('notificationPreferences', { ar: notificationPreferencesAr, en: notificationPreferencesEn });
