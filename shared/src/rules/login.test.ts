import { validateLogin } from './login';
import { translateRule } from './messages';

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({})).toEqual({ email: ['common.fieldRequired'], password: ['common.fieldRequired'] });
    expect(validateLogin({ email: '  ', password: '' })).toEqual({ email: ['common.fieldRequired'], password: ['common.fieldRequired'] });
  });

  it('rejects a malformed e-mail', () => {
    expect(validateLogin({ email: 'agent@demo', password: 'x' })).toEqual({ email: ['common.emailInvalid'] });
  });

  it('accepts a well-formed login', () => {
    expect(validateLogin({ email: 'agent@demo.test', password: 'Demo@2026!' })).toEqual({});
  });

  it('words every key in both languages', () => {
    expect(translateRule('ar', 'common.emailInvalid')).toBe('يجب أن يكون بريدًا إلكترونيًا صالحًا');
    expect(translateRule('en', 'common.fieldRequired')).toBe('This field is required');
    expect(translateRule('en', 'common.unknownRule')).toBe('common.unknownRule');
  });
});
