import { csvCell, csvLine } from './csv';

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
    expect(csvLine(['a', null, 2, true])).toBe('a,,2,true\r\n');
  });
});
