import { isArabicName, isArabicText } from './arabic-text';

describe('Arabic text', () => {
  it('accepts Arabic names with hamza forms and single spaces', () => {
    expect(isArabicName('عبد الله إبراهيم')).toBe(true);
    expect(isArabicName('  مؤمن   سامي ')).toBe(true);
    expect(isArabicName('Ahmed')).toBe(false);
    expect(isArabicName('أحمد_1')).toBe(false);
    expect(isArabicName('')).toBe(false);
  });

  it('accepts Arabic addresses with numbers and separators but not Latin-only text', () => {
    expect(isArabicText('١٢ شارع الهرم، الجيزة')).toBe(true);
    expect(isArabicText('برج 5 - الدور 3/4')).toBe(true);
    expect(isArabicText('12 - 3')).toBe(false);
    expect(isArabicText('Tahrir street')).toBe(false);
  });
});
