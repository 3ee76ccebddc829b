import { addTranslations } from '@back-office/shared';
import { shellAr } from './shell-ar';
import { shellEn } from './shell-en';

addTranslations('shell', { ar: shellAr, en: shellEn });
