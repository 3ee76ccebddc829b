import argon2 from 'argon2';
import { generatePassword, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword('Correct horse 1!');
    expect(await verifyPassword(hash, 'Correct horse 1!')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse 1!')).toBe(false);
  });

  it('still runs argon2 for an unknown account, so timing reveals nothing', async () => {
    const verify = jest.spyOn(argon2, 'verify');
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]![0]).toMatch(/^\$argon2id\$.*m=19456/);
    verify.mockRestore();
  });

  it('generates long passwords with every character class', () => {
    const password = generatePassword();
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/\d/);
    expect(password).not.toBe(generatePassword());
  });
});
