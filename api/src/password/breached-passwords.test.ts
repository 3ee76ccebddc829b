import { passwordPolicyErrors } from '@back-office/shared/rules';
import { isBreachedPassword, loadBreachedPasswords } from './breached-passwords';

describe('the breached passwords list', () => {
  const entries = loadBreachedPasswords();

  it('holds at least 100,000 entries, each of the policy shape, written in lower case', () => {
    expect(entries.size).toBeGreaterThanOrEqual(100_000);
    // Upper case is gone (the list is lower-cased), so the shape is checked on each entry capitalised.
    const capitalise = (entry: string) => entry.toUpperCase().slice(0, 1) + entry.slice(1);
    const offShape = [...entries].filter(
      (entry) =>
        entry !== entry.toLowerCase() || passwordPolicyErrors(/\p{Ll}/u.test(entry[0]!) ? capitalise(entry) : `${entry}A`).length > 0,
    );
    expect(offShape.slice(0, 10)).toEqual([]);
  });

  it.each(['Password@123', 'Admin@123', 'Welcome@123', 'P@ssw0rd', 'Password1!', 'Iloveyou123!', 'Liverpool#1'])(
    'refuses %s, which meets every other rule',
    (password) => {
      expect(passwordPolicyErrors(password)).toEqual([]);
      expect(isBreachedPassword(password)).toBe(true);
    },
  );

  it('ignores case, since toggling it is the cheapest guess there is', () => {
    expect(isBreachedPassword('pASSWORD@123')).toBe(true);
    expect(isBreachedPassword('WELCOME@123')).toBe(true);
  });

  it('lets a password of its own through', () => {
    expect(isBreachedPassword('Nile-Delta 2026')).toBe(false);
    expect(isBreachedPassword('Qasr el-Nil #7 bridge')).toBe(false);
  });

  it('gives the breached key only where the common list did not already refuse it', () => {
    expect(passwordPolicyErrors('Welcome@123', { isBreached: isBreachedPassword })).toEqual(['password.breached']);
    expect(passwordPolicyErrors('P@ssw0rd', { isCommon: () => true, isBreached: isBreachedPassword })).toEqual(['password.tooCommon']);
  });
});
