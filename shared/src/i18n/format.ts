// The rules' Language (the same 'ar' | 'en'): this file is also read by the API, which has no DOM.
import type { Language } from '../rules/types';

/*
 * One rule for digits and dates (issue 15, defect 10; decision record 0011):
 *
 * - Quantities, amounts, ages, counts, countdowns, page numbers and every number inside a
 *   message are written the interface's way: Arabic-Indic digits in Arabic (ar-EG: ٣٤,
 *   ١٬٢٣٤٫٥), Latin digits in English (en-GB: 34, 1,234.5). Use `formatNumber` /
 *   `formatMoney`, or `{{value, number}}` in a translation (the i18n setup formats it).
 * - Dates are shown in one style everywhere: day, month name, year (١٥ مارس ١٩٩٢ /
 *   15 Mar 1992) through `formatDate`; date-times add the Cairo time (`formatDateTime`);
 *   months are month name and year (مارس ٢٠٢٠ / Mar 2020) through `formatMonth`.
 * - Identifiers stay Latin in both languages, never passed through these functions: national
 *   IDs, phone numbers, client and request codes, reference numbers, one-time codes.
 * - What the user types stays as typed: inputs accept Latin and Arabic-Indic digits and keep
 *   Latin digits in their value (`toLatinDigits`); date inputs take day/month/year.
 */

const locales: Record<Language, string> = { ar: 'ar-EG', en: 'en-GB' };

/** The Intl locale of an interface language; Node and Chromium both write ar-EG in ٠–٩. */
export function localeOf(language: Language): string {
  return locales[language];
}

/** Amounts in EGP; the API sends them as decimal strings to keep piastres exact. */
export function formatMoney(value: string | number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { style: 'currency', currency: 'EGP' }).format(Number(value));
}

/** Quantities, ages, counts, countdowns: Arabic-Indic digits in Arabic, Latin in English. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language]).format(value);
}

/** A share out of 100 (upload progress), whole percents, in the same digits. */
export function formatPercent(percent: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_ONLY = /^(\d{4})-(\d{2})$/;
const dateParts: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/**
 * Accepts ISO dates or timestamps from the wire. A bare date (a birth date) is a calendar
 * day, not an instant, so it is read in UTC and never moves a day; a timestamp is read in
 * Cairo time, as the staff read it.
 */
export function formatDate(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const timeZone = DATE_ONLY.test(value) ? 'UTC' : 'Africa/Cairo';
  return new Intl.DateTimeFormat(locales[language], { ...dateParts, timeZone }).format(date);
}

/** Date and time together (comments, activity log, history), in Cairo time as the staff read it. */
export function formatDateTime(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locales[language], {
    ...dateParts,
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Africa/Cairo',
  }).format(date);
}

/** A `YYYY-MM` month (ID issuance and expiry): month name and year. */
export function formatMonth(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  const match = MONTH_ONLY.exec(value.slice(0, 7));
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locales[language], { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}
