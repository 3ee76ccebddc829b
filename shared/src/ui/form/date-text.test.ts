import { dateValueOf, parseDateText, toDateText } from './date-text';

describe('a date typed day first (issue 15, defect 10)', () => {
  test('reads day/month/year in Latin or Arabic-Indic digits as ISO', () => {
    expect(parseDateText('15/03/1992', 'date')).toBe('1992-03-15');
    expect(parseDateText('١٥/٠٣/١٩٩٢', 'date')).toBe('1992-03-15');
    expect(parseDateText('5-3-1992', 'date')).toBe('1992-03-05');
    expect(parseDateText(' 15 . 03 . 1992 ', 'date')).toBe('1992-03-15');
    expect(parseDateText('15031992', 'date')).toBe('1992-03-15');
    expect(parseDateText('1992-03-15', 'date')).toBe('1992-03-15');
  });

  test('refuses what is not a real day', () => {
    expect(parseDateText('31/02/2024', 'date')).toBeNull();
    expect(parseDateText('15/13/1992', 'date')).toBeNull();
    expect(parseDateText('15/03', 'date')).toBeNull();
    expect(parseDateText('03/15/1992', 'date')).toBeNull();
  });

  test('reads month/year as YYYY-MM', () => {
    expect(parseDateText('03/2020', 'month')).toBe('2020-03');
    expect(parseDateText('٣/٢٠٢٠', 'month')).toBe('2020-03');
    expect(parseDateText('032020', 'month')).toBe('2020-03');
    expect(parseDateText('13/2020', 'month')).toBeNull();
  });

  test('shows an ISO value the way it is typed', () => {
    expect(toDateText('1992-03-15', 'date')).toBe('15/03/1992');
    expect(toDateText('2020-03', 'month')).toBe('03/2020');
    expect(toDateText(undefined, 'date')).toBe('');
    expect(toDateText('15/0', 'date')).toBe('15/0');
  });

  test('unfinished text reaches the rules as typed, in Latin digits', () => {
    expect(dateValueOf('١٥/٠', 'date')).toBe('15/0');
    expect(dateValueOf('  ', 'date')).toBe('');
  });
});
