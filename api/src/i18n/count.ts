import type { Language } from '@back-office/shared/rules';

/** A count in the digits the interface shows: Arabic-Indic in Arabic (decision 0011), grouped. */
export function countText(count: number, language: Language): string {
  return new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US').format(count);
}
