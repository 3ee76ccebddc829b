import { classifySearch } from './client-search';

describe('classifySearch', () => {
  it.each([
    [undefined, undefined],
    ['   ', undefined],
    ['29001011234567', { kind: 'national_id', value: '29001011234567' }],
    [' 01012345678 ', { kind: 'phone', value: '01012345678' }],
    ['0101234', { kind: 'digits', value: '0101234' }],
    ['123', { kind: 'digits', value: '123' }],
    ['290010112345678', { kind: 'digits', value: '290010112345678' }],
    ['محمد', { kind: 'name', value: 'محمد' }],
    ['CL-0001', { kind: 'name', value: 'CL-0001' }],
    ['مح', { kind: 'name_prefix', value: 'مح' }],
  ])('%p → %p', (input, expected) => {
    expect(classifySearch(input)).toEqual(expected);
  });
});
