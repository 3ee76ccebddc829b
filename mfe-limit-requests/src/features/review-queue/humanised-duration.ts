import type { Language } from '@back-office/shared';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The shared formatters' locales (decision 0011): Arabic-Indic digits in Arabic, Latin in English. */
const LOCALES: Record<Language, string> = { ar: 'ar-EG', en: 'en-GB' };

const unit = (language: Language, name: 'day' | 'hour' | 'minute', value: number) =>
  new Intl.NumberFormat(LOCALES[language], { style: 'unit', unit: name, unitDisplay: name === 'day' ? 'long' : 'short' }).format(value);

/**
 * Issue 18: a request's age or time in its stage, to the two largest units that matter
 * ("3 days 4 hrs", «٣ أيام ٤ س»), in the interface's language and digits.
 */
export function humanisedDuration(ms: number, language: Language): string {
  const span = Math.max(0, ms);
  const days = Math.floor(span / DAY);
  const hours = Math.floor((span % DAY) / HOUR);
  const minutes = Math.floor((span % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${unit(language, 'day', days)} ${unit(language, 'hour', hours)}` : unit(language, 'day', days);
  if (hours > 0)
    return minutes > 0 ? `${unit(language, 'hour', hours)} ${unit(language, 'minute', minutes)}` : unit(language, 'hour', hours);
  return unit(language, 'minute', minutes);
}
