import { formatRelativeTime } from './format-relative';

const now = new Date('2026-11-25T12:00:00Z');

test('says how long ago in the largest whole unit, in the language digits', () => {
  expect(formatRelativeTime('2026-11-25T11:57:00Z', 'en', now)).toBe('3 minutes ago');
  expect(formatRelativeTime('2026-11-25T11:57:00Z', 'ar', now)).toBe('قبل ٣ دقائق');
  expect(formatRelativeTime('2026-11-25T09:00:00Z', 'en', now)).toBe('3 hours ago');
  expect(formatRelativeTime('2026-11-24T12:00:00Z', 'en', now)).toBe('yesterday');
});

test('under a minute is now; a value that is no date is shown as it came', () => {
  expect(formatRelativeTime('2026-11-25T11:59:40Z', 'en', now)).toBe('now');
  expect(formatRelativeTime('soon', 'en', now)).toBe('soon');
});
