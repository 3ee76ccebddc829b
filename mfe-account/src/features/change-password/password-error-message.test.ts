import { i18n } from '@back-office/shared';
import '../../i18n/register-translations';
import { passwordErrorMessage } from './password-error-message';

const en = i18n.getFixedT('en', 'account');
const ar = i18n.getFixedT('ar', 'account');
const failed = (status: number, data: unknown = {}) => ({ status, data });

describe('passwordErrorMessage', () => {
  it.each([
    [400, 'Bad request'],
    [401, 'Unauthorized: please log in again'],
    [403, 'You are not allowed to do this'],
    [404, 'Not found'],
    [422, 'Validation error'],
    [429, 'Too many requests, try again later'],
    [500, 'Server error, try again later'],
    [502, 'Unknown error'],
    [418, 'Unknown error'],
  ])('says what status %p means when the server said nothing', (status, message) => {
    expect(passwordErrorMessage(failed(status), en)).toEqual({ message, fields: {} });
  });

  it.each([
    [
      'an exception text',
      failed(422, { message: 'Invalid data', errors: { exception: 'Current password is incorrect' } }),
      'Current password is incorrect',
    ],
    ['the first of an exception list', failed(429, { errors: { exception: ['Wait 42 seconds', 'ignored'] } }), 'Wait 42 seconds'],
    ["the server's message", failed(500, { message: 'Mail server unreachable' }), 'Mail server unreachable'],
    ['no answer at all', { status: 'FETCH_ERROR', error: 'TypeError: fetch failed' }, 'Network error: check your connection and try again'],
    ['a time-out', { status: 'TIMEOUT_ERROR', error: 'timed out' }, 'Network error: check your connection and try again'],
    [
      'an HTML error page from a proxy',
      { status: 'PARSING_ERROR', originalStatus: 500, data: '<html>', error: 'bad JSON' },
      'Server error, try again later',
    ],
    ['an error that is not an answer', { name: 'Error', message: 'boom' }, 'The password could not be changed'],
    ['nothing', undefined, 'The password could not be changed'],
  ])('shows %s', (_case, error, message) => {
    expect(passwordErrorMessage(error as never, en).message).toBe(message);
  });

  it('puts field errors under their fields, every message kept, and no message above', () => {
    const error = failed(422, {
      message: 'The given data was invalid.',
      errors: { new_password: ['Too short', 'Needs a digit'], otp: 'Wrong code' },
    });
    expect(passwordErrorMessage(error, en)).toEqual({ fields: { new_password: ['Too short', 'Needs a digit'], otp: ['Wrong code'] } });
  });

  it('names a field error that came without words "validation error"', () => {
    expect(passwordErrorMessage(failed(422, { errors: { otp: [] } }), ar)).toEqual({ fields: { otp: ['خطأ في التحقق من البيانات'] } });
  });

  it('keeps the field errors that come with an exception', () => {
    const error = failed(422, { errors: { exception: 'The code has expired', otp: ['Wrong code'] } });
    expect(passwordErrorMessage(error, en)).toEqual({ message: 'The code has expired', fields: { otp: ['Wrong code'] } });
  });

  it.each([
    ['en', en, 'A new code could not be sent'],
    ['ar', ar, 'تعذّر إرسال رمز جديد'],
  ] as const)("falls back to the caller's key (%s)", (_language, t, message) => {
    expect(passwordErrorMessage(undefined, t, 'errors.resendOtpError').message).toBe(message);
  });

  it('speaks Arabic', () => {
    expect(passwordErrorMessage(failed(429), ar).message).toBe('طلبات كثيرة جدًا، حاول مرة أخرى لاحقًا');
    expect(passwordErrorMessage({ status: 'FETCH_ERROR', error: 'offline' }, ar).message).toBe(
      'خطأ في الشبكة: تحقق من اتصالك وحاول مرة أخرى',
    );
  });
});
