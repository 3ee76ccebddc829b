import { deriveIdentity, nationalIdRule, readNationalId } from './national-id';

const today = new Date('2026-11-21T10:00:00Z');

describe('national ID', () => {
  it('reads birth date, governorate and gender', () => {
    expect(readNationalId('29001011234578', today)).toEqual({
      birthDate: new Date('1990-01-01T00:00:00Z'),
      governorateCode: '12',
      gender: 'male',
    });
    expect(readNationalId('30512310188826', today)?.gender).toBe('female');
  });

  it('derives what the form shows and the server stores', () => {
    expect(deriveIdentity('29001011234578', today)).toEqual({ birth_date: '1990-01-01', age: 36, gender: '1' });
    expect(deriveIdentity('30511220188826', today)).toEqual({ birth_date: '2005-11-22', age: 20, gender: '2' });
    expect(deriveIdentity('30511210188826', today)?.age).toBe(21);
  });

  it.each([
    ['2900101123456', 'clients.nationalIdLength'],
    ['290010112345788', 'clients.nationalIdLength'],
    ['2900101123456a', 'clients.nationalIdLength'],
    ['19001011234567', 'clients.nationalIdInvalid'],
    ['29002301234567', 'clients.nationalIdInvalid'],
    ['29013011234567', 'clients.nationalIdInvalid'],
    ['29001019934567', 'clients.nationalIdInvalid'],
    ['32701011234567', 'clients.nationalIdInvalid'],
  ])('refuses %s with %s', (value, key) => {
    expect(nationalIdRule(value)).toBe(key);
  });

  it('accepts a valid ID, including one born abroad (88)', () => {
    expect(nationalIdRule('29001011234578')).toBeUndefined();
    expect(nationalIdRule('29001018834567')).toBeUndefined();
  });
});
