import { AppError } from '../http/app-error';

/** A code claimed by a concurrent save after the form was checked becomes the same 422 the check gives. */
export function rethrowCodeTaken(error: unknown): never {
  // drizzle wraps the driver's error; the constraint is on the innermost one.
  for (
    let cause = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    cause;
    cause = cause.cause as typeof cause
  ) {
    if (cause.code === '23505' && cause.constraint === 'limit_requests_code_key')
      throw new AppError(422, 'validationFailed', { code: ['limitRequests.codeTaken'] });
  }
  throw error;
}
