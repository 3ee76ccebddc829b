import { isBlank } from '../common';
import { addError, type FieldErrors } from '../types';
import { passwordPolicyErrors, type CommonPasswordCheck, type PasswordContext } from './password-policy';

export interface NewPasswordValues {
  new_password?: unknown;
  new_password_confirmation?: unknown;
}

export interface PasswordChangeValues extends NewPasswordValues {
  current_password?: unknown;
}

/** Passwords are compared and checked as typed: spaces count, nothing is trimmed. */
const asText = (value: unknown) => (isBlank(value) ? undefined : String(value));

/** The new password and its confirmation (SPEC §5); step 2 checks these again. */
export function validateNewPassword(values: NewPasswordValues, context?: CommonPasswordCheck | PasswordContext): FieldErrors {
  const errors: FieldErrors = {};
  const password = asText(values.new_password);
  const confirmation = asText(values.new_password_confirmation);
  if (password === undefined) addError(errors, 'new_password', 'common.fieldRequired');
  else for (const key of passwordPolicyErrors(password, context)) addError(errors, 'new_password', key);
  if (confirmation === undefined) addError(errors, 'new_password_confirmation', 'common.fieldRequired');
  else if (password !== undefined && confirmation !== password) addError(errors, 'new_password_confirmation', 'password.passwordMismatch');
  return errors;
}

/** SPEC §5 Change password, step 1: every broken rule as its own key. */
export function validatePasswordChange(values: PasswordChangeValues, context?: CommonPasswordCheck | PasswordContext): FieldErrors {
  const errors = validateNewPassword(values, context);
  const current = asText(values.current_password);
  if (current === undefined) addError(errors, 'current_password', 'common.fieldRequired');
  else if (current === asText(values.new_password)) addError(errors, 'new_password', 'password.newPasswordMustBeDifferent');
  return errors;
}
