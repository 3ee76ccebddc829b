import type { Language } from '../rules/types';
import { localeOf } from './format';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * How long ago a timestamp was (issue 18: the notification panel), "5 minutes ago" /
 * «منذ ٥ دقائق», in the interface's digits as every number is (decision 0011). Under a
 * minute is "now"; the largest whole unit is used, so a week-old item says "last week".
 */
export function formatRelativeTime(value: string, language: Language, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
