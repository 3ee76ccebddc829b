import { errorMessage, fieldErrors } from '@back-office/shared';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';

/** The server's refusal as final-form errors: field messages under their fields, the message above the form. */
export function submissionErrors(
  error: Parameters<typeof errorMessage>[0],
  fallback: string,
  shownFields: readonly string[],
): SubmissionErrors {
  const errors: Record<string, string[]> = {};
  const formMessages: string[] = [];
  for (const [field, messages] of Object.entries(fieldErrors(error))) {
    if (shownFields.includes(field)) errors[field] = messages;
    else formMessages.push(...messages);
  }
  if (formMessages.length === 0 && Object.keys(errors).length === 0) formMessages.push(errorMessage(error, fallback));
  return formMessages.length > 0 ? { ...errors, [FORM_ERROR]: formMessages } : errors;
}
