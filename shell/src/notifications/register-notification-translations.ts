import { addTranslations } from '@back-office/shared';
import { notificationsAr } from '../i18n/notifications-ar';
import { notificationsEn } from '../i18n/notifications-en';

// Issue 18: imported by the bell, so its texts travel in the bell's chunk and not in the one /login loads.
addTranslations('notifications', { ar: notificationsAr, en: notificationsEn });
