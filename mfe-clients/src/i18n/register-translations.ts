import { addTranslations } from '@back-office/shared';
import { clientsAr } from './clients-ar';
import { clientsEn } from './clients-en';

/** The remote brings its own texts, so it can be redeployed alone. */
addTranslations('clients', { ar: clientsAr, en: clientsEn });
