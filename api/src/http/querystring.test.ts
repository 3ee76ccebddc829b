import { parseQuerystring } from './querystring';

describe('parseQuerystring', () => {
  it('turns repeated bracket keys into one list', () => {
    expect(parseQuerystring('statuses[]=active&statuses[]=pending&page=2')).toEqual({ statuses: ['active', 'pending'], page: '2' });
  });

  it('accepts the plain name and merges both spellings', () => {
    expect(parseQuerystring('statuses=active')).toEqual({ statuses: 'active' });
    expect(parseQuerystring('statuses=active&statuses[]=pending')).toEqual({ statuses: ['active', 'pending'] });
  });

  it('decodes values', () => {
    expect(parseQuerystring('table_search=%D9%85%D8%AD%D9%85%D8%AF+%D8%B9%D9%84%D9%8A')).toEqual({ table_search: 'محمد علي' });
  });

  it('drops NUL characters, which no stored text can contain', () => {
    expect(parseQuerystring('table_search=%00%D9%85%00&codes[]=A%00&codes[]=%00B')).toEqual({ table_search: 'م', codes: ['A', 'B'] });
  });
});
