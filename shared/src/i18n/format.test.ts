import { formatDate, formatDateTime, formatMoney, formatMonth, formatNumber, formatPercent } from './format';

describe('one rule for digits and dates (issue 15, defect 10)', () => {
  test('numbers: Arabic-Indic digits in Arabic, Latin in English', () => {
    expect(formatNumber(34, 'ar')).toBe('٣٤');
    expect(formatNumber(34, 'en')).toBe('34');
    expect(formatNumber(1234, 'ar')).toBe('١٬٢٣٤');
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });

  test('amounts follow the same digits', () => {
    expect(formatMoney('1500.5', 'ar')).toMatch(/١٬٥٠٠٫٥٠/);
    expect(formatMoney('1500.5', 'en')).toMatch(/1,500\.50/);
  });

  test('a percentage follows the same digits', () => {
    expect(formatPercent(41.6, 'ar')).toMatch(/^٤٢٪/);
    expect(formatPercent(41.6, 'en')).toBe('42%');
  });

  test('a date is day, month name and year, never numeric slashes', () => {
    expect(formatDate('1992-03-15', 'ar')).toBe('١٥ مارس ١٩٩٢');
    expect(formatDate('1992-03-15', 'en')).toBe('15 Mar 1992');
    expect(formatDate('1992-03-15', 'ar')).not.toContain('/');
  });

  test('a bare date keeps its day whatever the time zone; a timestamp is read in Cairo', () => {
    expect(formatDate('2024-01-01', 'en')).toBe('1 Jan 2024');
    // 23:30 UTC on 31 May is already 1 June in Cairo (UTC+3 in summer).
    expect(formatDate('2024-05-31T23:30:00Z', 'en')).toBe('1 Jun 2024');
  });

  test('a date-time adds the Cairo time in the same digits', () => {
    expect(formatDateTime('2024-05-31T10:05:00Z', 'en')).toBe('31 May 2024, 13:05');
    expect(formatDateTime('2024-05-31T10:05:00Z', 'ar')).toMatch(/^٣١ مايو ٢٠٢٤، ١:٠٥/);
  });

  test('a month is month name and year', () => {
    expect(formatMonth('2020-03', 'ar')).toBe('مارس ٢٠٢٠');
    expect(formatMonth('2020-03', 'en')).toBe('Mar 2020');
    expect(formatMonth('2020-03-01', 'en')).toBe('Mar 2020');
  });

  test('empty and unreadable values pass through untouched', () => {
    expect(formatDate(null, 'ar')).toBe('');
    expect(formatDate('not a date', 'ar')).toBe('not a date');
    expect(formatMonth('', 'en')).toBe('');
    expect(formatMonth('2020', 'en')).toBe('2020');
  });
});
