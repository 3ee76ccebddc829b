import { asText, csvCell, csvDateTime, csvLine } from './csv';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['محمد أحمد', 'محمد أحمد'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+201000', "'+201000"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['a,b', '"a,b"'],
    ['line\nbreak', '"line\nbreak"'],
  ])('writes %p as %p', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('leaves empty values empty and ends lines with CRLF', () => {
    expect(csvLine(['a', null, 2, asText(null)])).toBe('a,,2,\r\n');
  });

  // Issue 15, defect 12: Excel turned IDs into 2.9E+13 and dropped phones' leading 0.
  it.each([
    ['29001011234567', '"=""29001011234567"""'],
    ['01011111111', '"=""01011111111"""'],
    ['CL-000123', '"=""CL-000123"""'],
  ])('writes %p as a formula Excel shows as that text', (input, expected) => {
    expect(csvCell(asText(input))).toBe(expected);
  });

  it('keeps formula protection for text values that are not plain codes', () => {
    expect(csvCell(asText('=1+1'))).toBe("'=1+1");
    expect(csvCell(asText('0101 "x"'))).toBe('"0101 ""x"""');
  });

  it('writes moments in Cairo local time for the language', () => {
    // 22:30 UTC on 31 December is 00:30 on 1 January in Cairo (UTC+2 in winter).
    const moment = new Date('2025-12-31T22:30:00Z');
    expect(csvDateTime(moment, 'en')).toBe('01/01/2026, 00:30');
    expect(csvDateTime(moment, 'ar').replace(/\u200f/g, '')).toBe('٠١/٠١/٢٠٢٦، ٠٠:٣٠');
  });
});
