import { containsEmailName } from './email-name';

describe('containsEmailName', () => {
  it('finds the name before the @ in any case', () => {
    expect(containsEmailName('Mona.Hassan#2026', 'mona.hassan@lender.example')).toBe(true);
    expect(containsEmailName('xxRISK1!yy', 'risk1@demo.test')).toBe(true);
    expect(containsEmailName('Sam-2026!go', 'sam@demo.test')).toBe(true);
  });

  it('finds each part of four characters or more split on . _ -', () => {
    expect(containsEmailName('Hassan#2026!', 'mona.hassan@lender.example')).toBe(true);
    expect(containsEmailName('Ahmed-Tower 9', 'ahmed_el-sayed@lender.example')).toBe(true);
    expect(containsEmailName('Sayed-Tower 9', 'ahmed_el-sayed@lender.example')).toBe(true);
  });

  it('ignores short names and short parts', () => {
    expect(containsEmailName('Al-Nile 2026!', 'al@lender.example')).toBe(false);
    expect(containsEmailName('Elm-Street 2026!', 'mo.elm@lender.example')).toBe(false);
    expect(containsEmailName('Nile-Delta 2026', 'mona.hassan@lender.example')).toBe(false);
  });

  it('does nothing without an e-mail', () => {
    expect(containsEmailName('Nile-Delta 2026', undefined)).toBe(false);
    expect(containsEmailName('Nile-Delta 2026', '')).toBe(false);
  });
});
