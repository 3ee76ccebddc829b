import { parseRouteId } from './parse-route-id';

describe('parseRouteId', () => {
  it.each([
    ['1', 1],
    ['5', 5],
    ['42', 42],
    [String(Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER],
  ])('reads %p as %p', (param, id) => {
    expect(parseRouteId(param)).toBe(id);
  });

  it.each([
    [' 5', 'a leading space'],
    ['5 ', 'a trailing space'],
    ['1e3', 'an exponent'],
    ['05', 'a leading zero'],
    ['0', 'zero'],
    ['-1', 'a sign'],
    ['+1', 'a plus sign'],
    ['5.0', 'a decimal point'],
    ['0x10', 'hexadecimal'],
    ['abc', 'letters'],
    ['٥', 'Arabic-Indic digits'],
    ['', 'nothing'],
    [String(Number.MAX_SAFE_INTEGER + 2), 'more than the largest safe integer'],
    [undefined, 'no parameter'],
  ])('refuses %p (%s)', (param, _reason) => {
    expect(parseRouteId(param)).toBeUndefined();
  });
});
