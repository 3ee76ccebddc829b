import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import type { PasswordErrorDisplay } from './password-error-message';

/**
 * A step's form errors: messages of its own fields under them; those of fields it does not
 * show (step 2 is told about the new password) join the message above the form.
 */
export function toSubmissionErrors({ message, fields }: PasswordErrorDisplay, shownFields: readonly string[]): SubmissionErrors {
  const errors: Record<string, string[]> = {};
  const formMessages = message ? [message] : [];
  for (const [field, messages] of Object.entries(fields)) {
    if (shownFields.includes(field)) errors[field] = messages;
    else formMessages.push(...messages);
  }
  return formMessages.length > 0 ? { ...errors, [FORM_ERROR]: formMessages } : errors;
}
