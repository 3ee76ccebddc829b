import { isCommonPassword } from './common-passwords';
import { PASSWORD_MAX_LENGTH, passwordPolicyErrors } from './password-policy';

describe('passwordPolicyErrors', () => {
  it('accepts a password that keeps every rule', () => {
    expect(passwordPolicyErrors('Nile-Delta 2026')).toEqual([]);
    expect(passwordPolicyErrors(`Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH - 4)}`)).toEqual([]);
  });

  it.each([
    ['Ab1!xyz', 'password.tooShort'],
    [`Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH - 3)}`, 'password.tooLong'],
    ['lower-case 12', 'password.needsUppercase'],
    ['UPPER-CASE 12', 'password.needsLowercase'],
    ['No-Digits-Here', 'password.needsDigit'],
    ['NoSpecial123', 'password.needsSpecial'],
  ])('refuses %p with %p alone', (password, key) => {
    expect(passwordPolicyErrors(password)).toEqual([key]);
  });

  it('reports every broken rule, each as its own key', () => {
    expect(passwordPolicyErrors('abc')).toEqual([
      'password.tooShort',
      'password.needsUppercase',
      'password.needsDigit',
      'password.needsSpecial',
    ]);
  });

  it('counts characters, not UTF-16 units', () => {
    // Seven characters, eight UTF-16 units: still too short.
    expect(passwordPolicyErrors('Ab1!xy😀')).toEqual(['password.tooShort']);
  });

  it('refuses the common passwords whatever their case when given the list', () => {
    expect(passwordPolicyErrors('P@ssw0rd', isCommonPassword)).toEqual(['password.tooCommon']);
    expect(passwordPolicyErrors('1QAZ!qaz', isCommonPassword)).toEqual(['password.tooCommon']);
    expect(passwordPolicyErrors('password', isCommonPassword)).toContain('password.tooCommon');
  });

  it('takes the lists and the e-mail as a context: breached once, the e-mail name as its own key (issue 16)', () => {
    const breached = (password: string) => password === 'Welcome@123';
    expect(passwordPolicyErrors('Welcome@123', { isBreached: breached })).toEqual(['password.breached']);
    expect(passwordPolicyErrors('P@ssw0rd', { isCommon: isCommonPassword, isBreached: () => true })).toEqual(['password.tooCommon']);
    expect(passwordPolicyErrors('Hassan#2026!', { email: 'mona.hassan@lender.example' })).toEqual(['password.containsEmailName']);
    expect(passwordPolicyErrors('Nile-Delta 2026', { email: 'mona.hassan@lender.example', isBreached: breached })).toEqual([]);
  });

  it('leaves the list to whoever has it: without it a common password passes the other rules', () => {
    expect(passwordPolicyErrors('P@ssw0rd')).toEqual([]);
  });
});

describe('isCommonPassword', () => {
  it('knows the top of the list and its 10,000th entry, not beyond', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('DRAGON')).toBe(true);
    expect(isCommonPassword('qqqqqq1')).toBe(true);
    // The source's 10,001st entry.
    expect(isCommonPassword('cathy1')).toBe(false);
    expect(isCommonPassword('Nile-Delta 2026')).toBe(false);
  });
});
