import type { Language } from '../preferences/preferences-storage';

const locales: Record<Language, string> = { ar: 'ar-EG', en: 'en-GB' };

/** Amounts in EGP; the API sends them as decimal strings to keep piastres exact. */
export function formatMoney(value: string | number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { style: 'currency', currency: 'EGP' }).format(Number(value));
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language]).format(value);
}

/** Accepts ISO dates or timestamps from the wire. */
export function formatDate(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'medium' }).format(date);
}

/** Date and time together (comments, activity log, history), in Cairo time as the staff read it. */
export function formatDateTime(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Cairo' }).format(date);
}
