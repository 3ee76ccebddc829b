import { ruleMessages, translateRule } from '../messages';
import { isCommonPassword } from './common-passwords';
import { validateNewPassword, validatePasswordChange } from './validate-password-change';

const valid = { current_password: 'Old-pass 1', new_password: 'Nile-Delta 2026', new_password_confirmation: 'Nile-Delta 2026' };

describe('validatePasswordChange', () => {
  it('accepts a valid change', () => {
    expect(validatePasswordChange(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(validatePasswordChange({})).toEqual({
      new_password: ['common.fieldRequired'],
      new_password_confirmation: ['common.fieldRequired'],
      current_password: ['common.fieldRequired'],
    });
  });

  it('gives the new password every policy key it breaks', () => {
    expect(validatePasswordChange({ ...valid, new_password: 'short', new_password_confirmation: 'short' })).toEqual({
      new_password: ['password.tooShort', 'password.needsUppercase', 'password.needsDigit', 'password.needsSpecial'],
    });
  });

  it('refuses a confirmation that differs', () => {
    expect(validatePasswordChange({ ...valid, new_password_confirmation: 'Nile-Delta 2027' })).toEqual({
      new_password_confirmation: ['password.passwordMismatch'],
    });
  });

  it('refuses a new password equal to the current one', () => {
    expect(validatePasswordChange({ ...valid, current_password: valid.new_password })).toEqual({
      new_password: ['password.newPasswordMustBeDifferent'],
    });
  });

  it('compares passwords as typed, spaces included', () => {
    expect(validatePasswordChange({ ...valid, new_password_confirmation: `${valid.new_password} ` })).toEqual({
      new_password_confirmation: ['password.passwordMismatch'],
    });
  });
});

describe('validateNewPassword', () => {
  it('checks the new password and its confirmation only', () => {
    expect(validateNewPassword({ new_password: valid.new_password, new_password_confirmation: valid.new_password })).toEqual({});
    expect(validateNewPassword({ new_password: 'P@ssw0rd', new_password_confirmation: 'x' }, isCommonPassword)).toEqual({
      new_password: ['password.tooCommon'],
      new_password_confirmation: ['password.passwordMismatch'],
    });
  });
});

describe('password messages', () => {
  it('has every key in both languages, none blank', () => {
    expect(Object.keys(ruleMessages.ar.password).sort()).toEqual(Object.keys(ruleMessages.en.password).sort());
    for (const language of ['ar', 'en'] as const) {
      for (const text of Object.values(ruleMessages[language].password)) expect(text.trim()).not.toBe('');
    }
    expect(ruleMessages.ar.clients.consentRequired).toBeTruthy();
    expect(ruleMessages.en.clients.consentRequired).toBeTruthy();
  });

  it('fills in the attempts and seconds', () => {
    expect(translateRule('en', 'password.otpInvalid', { remaining: 3 })).toBe('The code is incorrect; attempts left: 3');
    expect(translateRule('ar', 'password.resendTooSoon', { seconds: 42 })).toBe('يمكنك طلب رمز جديد بعد ٤٢ ثانية');
  });
});
