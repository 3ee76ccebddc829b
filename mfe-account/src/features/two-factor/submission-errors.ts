import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorMessage, fieldErrors } from '@back-office/shared';

/** The server's field messages under their fields, its message above the form. */
export function submissionErrors(error: FetchBaseQueryError | SerializedError, fallback: string): SubmissionErrors {
  return { ...fieldErrors(error), [FORM_ERROR]: errorMessage(error, fallback) };
}
