import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import type { TFunction } from 'i18next';
import { errorMessage, fieldErrors } from '@back-office/shared';

/**
 * A failed application as form errors. A visitor is told in their language why (too many
 * applications, answers to correct under their fields, no connection) rather than in the
 * server's generic words; anything else keeps the server's message (SPEC §8).
 */
export function selfStoreErrors(
  error: FetchBaseQueryError | SerializedError,
  t: TFunction<['selfOnboarding', 'common']>,
): SubmissionErrors {
  const status = 'status' in error ? error.status : undefined;
  if (status === 'FETCH_ERROR') return { [FORM_ERROR]: t('common:errors.networkError') };
  if (status === 429) return { [FORM_ERROR]: t('errors.tooManySubmissions') };
  if (status === 422) return { ...fieldErrors(error), [FORM_ERROR]: t('errors.checkAnswers') };
  return { [FORM_ERROR]: errorMessage(error, t('errors.errorCreatingClient')) };
}
