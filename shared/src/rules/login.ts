import { emailFormat, required } from './common';
import { addError, type FieldErrors } from './types';

export interface LoginValues {
  email?: unknown;
  password?: unknown;
}

/** SPEC §5 Login: e-mail required and well formed, password required. */
export function validateLogin(values: LoginValues): FieldErrors {
  const errors: FieldErrors = {};
  const emailRule = required(values.email) ?? emailFormat(values.email);
  if (emailRule) addError(errors, 'email', emailRule);
  const passwordRule = required(values.password);
  if (passwordRule) addError(errors, 'password', passwordRule);
  return errors;
}
