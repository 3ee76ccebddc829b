import type { Language } from '@back-office/shared/rules';

const ARABIC_MINUTES: Partial<Record<Intl.LDMLPluralRule, (count: string) => string>> = {
  one: () => 'دقيقة واحدة',
  two: () => 'دقيقتين',
  few: (count) => `${count} دقائق`,
};

/**
 * "15 minutes" / "١٥ دقيقة": a count of minutes as a sentence says it, Arabic with its plural
 * forms (one, two, few 3–10, many and other) and the Arabic digits the interface shows.
 */
export function minutesPhrase(minutes: number, language: Language): string {
  if (language === 'en') return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const count = new Intl.NumberFormat('ar-EG').format(minutes);
  const form = ARABIC_MINUTES[new Intl.PluralRules('ar').select(minutes)];
  return form ? form(count) : `${count} دقيقة`;
}
