import { addTranslations } from '@back-office/shared';
import { dashboardAr } from './dashboard-ar';
import { dashboardEn } from './dashboard-en';

// The dashboard's namespace, registered when the remote loads.
addTranslations('dashboard', { ar: dashboardAr, en: dashboardEn });
