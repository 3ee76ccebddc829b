import { addTranslations } from '@back-office/shared';
import { limitRequestsAr } from './limitRequests-ar';
import { limitRequestsEn } from './limitRequests-en';
import { queueAr } from './queue-ar';
import { queueEn } from './queue-en';

/** The remote brings its own texts, so it can be redeployed alone; every exposed module imports this. */
addTranslations('limitRequests', { ar: limitRequestsAr, en: limitRequestsEn });
// Issue 18: the reviewer's queue.
addTranslations('reviewQueue', { ar: queueAr, en: queueEn });
