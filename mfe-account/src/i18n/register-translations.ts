import { addTranslations } from '@back-office/shared';
import { accountAr } from './account-ar';
import { accountEn } from './account-en';
import { securityAr } from './security-ar';
import { securityEn } from './security-en';

addTranslations('account', { ar: accountAr, en: accountEn });
addTranslations('security', { ar: securityAr, en: securityEn });
