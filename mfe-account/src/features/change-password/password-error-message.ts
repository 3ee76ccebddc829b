import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { TFunction } from 'i18next';
import type { ErrorBody } from '@back-office/shared';

/** What a failed password call shows: a message above the form and messages under fields. */
export interface PasswordErrorDisplay {
  message?: string;
  fields: Record<string, string[]>;
}

/** SPEC §8 status texts, used when the server said nothing more useful. */
const STATUS_KEYS: Record<number, string> = {
  400: 'errors.badRequest',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  422: 'errors.validationError',
  429: 'errors.tooManyRequests',
  500: 'errors.serverError',
};

type QueryError = FetchBaseQueryError | SerializedError | undefined;

function firstText(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() ? first : undefined;
}

/** A field with no words of its own still says something: 'validation error'. */
function fieldMessages(errors: ErrorBody['errors'], t: TFunction<'account'>): Record<string, string[]> {
  const { exception: _exception, ...fields } = errors ?? {};
  return Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => {
      const texts = (Array.isArray(messages) ? messages : [messages]).filter((text) => typeof text === 'string' && text.trim());
      return [field, texts.length > 0 ? texts : [t('errors.validationError')]];
    }),
  );
}

/**
 * SPEC §8 change-password mapping: errors.exception first; otherwise field errors under their
 * fields; otherwise the server's message; otherwise a text for the status, or for no answer at
 * all; `fallbackKey` (password change error, or resend error) when nothing else applies.
 */
export function passwordErrorMessage(
  error: QueryError,
  t: TFunction<'account'>,
  fallbackKey = 'errors.passwordChangeError',
): PasswordErrorDisplay {
  if (!error || !('status' in error)) return { message: t(fallbackKey), fields: {} };
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return { message: t('errors.networkError'), fields: {} };
  const body = (error.data && typeof error.data === 'object' ? error.data : {}) as ErrorBody;
  const exception = firstText(body.errors?.exception);
  const fields = fieldMessages(body.errors, t);
  if (exception) return { message: exception, fields };
  if (Object.keys(fields).length > 0) return { fields };
  if (firstText(body.message)) return { message: body.message, fields };
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  if (typeof status === 'number') return { message: t(STATUS_KEYS[status] ?? 'errors.unknownError'), fields };
  return { message: t(fallbackKey), fields };
}
