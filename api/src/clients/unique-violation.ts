import { AppError } from '../http/app-error';

/** The unique indexes a concurrent save can still hit after the form was checked. */
const TAKEN: Record<string, [field: string, rule: string]> = {
  clients_national_id_key: ['national_id', 'clients.nationalIdTaken'],
  clients_phone_1_key: ['prime_mobile_number', 'clients.primeMobileNumberTaken'],
};

/** The field and rule of the unique index a failed insert or update hit, if that is why it failed. */
export function takenField(error: unknown): [field: string, rule: string] | undefined {
  // drizzle wraps the driver's error; the constraint is on the innermost one.
  for (
    let cause = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    cause;
    cause = cause.cause as typeof cause
  ) {
    const taken = cause.code === '23505' && cause.constraint ? TAKEN[cause.constraint] : undefined;
    if (taken) return taken;
  }
  return undefined;
}

/** A unique violation on national ID or mobile becomes the same 422 the pre-check gives. */
export function rethrowTaken(error: unknown): never {
  const taken = takenField(error);
  if (taken) throw new AppError(422, 'validationFailed', { [taken[0]]: [taken[1]] });
  throw error;
}
