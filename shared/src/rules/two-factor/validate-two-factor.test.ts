import { validateDisableTwoFactor, validateRecoveryCode, validateSecondFactor, validateTotpCode } from './validate-two-factor';

describe('two-factor rules (issue 16)', () => {
  it.each([
    ['', 'common.fieldRequired'],
    ['12a456', 'twoFactor.codeDigits'],
    ['12345', 'twoFactor.codeLength'],
    ['1234567', 'twoFactor.codeLength'],
  ])('refuses the code %p with %p', (code, key) => {
    expect(validateTotpCode(code)).toEqual({ code: [key] });
  });

  it('accepts six digits', () => {
    expect(validateTotpCode(' 123456 ')).toEqual({});
  });

  it('accepts a recovery code with or without its dash, in any case, and refuses other shapes', () => {
    expect(validateRecoveryCode('abcde-23456')).toEqual({});
    expect(validateRecoveryCode('ABCDE23456')).toEqual({});
    expect(validateRecoveryCode('abc')).toEqual({ recovery_code: ['twoFactor.recoveryCodeFormat'] });
    expect(validateRecoveryCode('x'.repeat(10_000))).toEqual({ recovery_code: ['twoFactor.recoveryCodeFormat'] });
  });

  it('takes a recovery code in place of the code at log-in', () => {
    expect(validateSecondFactor({})).toEqual({ code: ['common.fieldRequired'] });
    expect(validateSecondFactor({ recovery_code: 'abcde-23456' })).toEqual({});
  });

  it('needs the password and a code to turn it off', () => {
    expect(validateDisableTwoFactor({})).toEqual({ password: ['common.fieldRequired'], code: ['common.fieldRequired'] });
    expect(validateDisableTwoFactor({ password: 'x', code: '123456' })).toEqual({});
  });
});
