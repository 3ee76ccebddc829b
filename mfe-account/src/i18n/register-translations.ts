import { addTranslations } from '@back-office/shared';
import { accountAr } from './account-ar';
import { accountEn } from './account-en';
import { sessionsAr } from './sessions-ar';
import { sessionsEn } from './sessions-en';

addTranslations('account', { ar: accountAr, en: accountEn });
addTranslations('sessions', { ar: sessionsAr, en: sessionsEn });
