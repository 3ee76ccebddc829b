import { addTranslations } from '@back-office/shared';
import { accountAr } from './account-ar';
import { accountEn } from './account-en';

addTranslations('account', { ar: accountAr, en: accountEn });
