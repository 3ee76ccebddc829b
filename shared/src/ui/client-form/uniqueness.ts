/** Issue 15: the fields staff learn are already someone else's as they leave them, not only at Save. */
export const UNIQUE_CLIENT_FIELDS = ['national_id', 'prime_mobile_number', 'second_mobile_number'] as const;
export type UniqueClientField = (typeof UNIQUE_CLIENT_FIELDS)[number];

/**
 * Asks whether a locally valid value is already registered: resolves to the translated message
 * Save's 422 would give, or undefined when the value is free. Staff pages pass one; the public
 * form passes none, so it never tells a visitor who is registered.
 */
export type ClientUniquenessChecker = (field: UniqueClientField, value: string) => Promise<string | undefined>;

/** The values found taken, each with its message; it applies while the field still holds that value. */
export type TakenValues = Partial<Record<UniqueClientField, { value: string; message: string }>>;

/**
 * The messages of the fields that still hold a value found taken. It reads only the unique fields,
 * so the form's values type (which names the checker) is not imported back here.
 */
export function takenErrors(values: Partial<Record<UniqueClientField, string>>, taken: TakenValues): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of UNIQUE_CLIENT_FIELDS) {
    const found = taken[field];
    if (found && values[field]?.trim() === found.value) errors[field] = [found.message];
  }
  return errors;
}

/** `taken` after a check of `value` answered `message` (undefined: the value is free). */
export function noteChecked(taken: TakenValues, field: UniqueClientField, value: string, message: string | undefined): TakenValues {
  if (message) return { ...taken, [field]: { value, message } };
  if (taken[field]?.value !== value) return taken;
  const { [field]: _free, ...rest } = taken;
  return rest;
}
