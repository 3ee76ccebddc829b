import fc from 'fast-check';
import { invalidValues, sameWhenCoerced } from './schema-arbitrary';

describe('sameWhenCoerced', () => {
  it.each(['5', '05', ' 5', '5.0', '5e0'])('takes %p for the page size 5, as the query coercion does', (text) => {
    expect(sameWhenCoerced(5, text)).toBe(true);
  });

  it.each(['', ' ', '6', '5a', 'five'])('tells %p apart from 5', (text) => {
    expect(sameWhenCoerced(5, text)).toBe(false);
  });

  it('compares a text member as written', () => {
    expect(sameWhenCoerced('staff', 'staff')).toBe(true);
    expect(sameWhenCoerced('staff', 'Staff')).toBe(false);
  });
});

describe('invalidValues', () => {
  it('offers only texts outside an enum, however they are coerced', () => {
    const schema = { type: 'integer', enum: [5, 10, 25, 50] };
    const [texts] = invalidValues(schema);
    fc.assert(
      fc.property(texts!, (value) => expect(schema.enum).not.toContain(Number(value))),
      { numRuns: 2_000, seed: 20_261_124 },
    );
  });
});
