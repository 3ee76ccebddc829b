import { validateOtp } from './validate-otp';

describe('validateOtp', () => {
  it('accepts six digits', () => {
    expect(validateOtp('012345')).toEqual({});
    expect(validateOtp(' 012345 ')).toEqual({});
  });

  it.each([
    [undefined, 'common.fieldRequired'],
    ['  ', 'common.fieldRequired'],
    ['12a456', 'password.otpDigits'],
    ['١٢٣٤٥٦', 'password.otpDigits'],
    ['12345', 'password.otpLength'],
    ['1234567', 'password.otpLength'],
  ])('refuses %p with %p', (otp, key) => {
    expect(validateOtp(otp)).toEqual({ otp: [key] });
  });
});
