import { isBlank, required } from '../common';
import { tooLong } from '../field-limits';

/** Issue 17: a reference item's name (a merchant, a branch, an area...) fits in this many characters. */
export const REFERENCE_NAME_MAX_LENGTH = 150;

/** Control characters (a NUL cannot even be stored) are no part of a name. */
const CONTROL = /\p{Cc}/u;
/** Arabic letters somewhere in the name (brand names may mix in Latin letters and digits). */
const HAS_ARABIC_LETTER = /[\u0621-\u064A]/;

export interface ReferenceNameValues {
  name_ar?: string | null;
  name_en?: string | null;
}

/**
 * The admin forms and the API check a reference item's two names with these same rules: both
 * required, within the length, the Arabic one written with Arabic letters. Returns rule keys by field.
 */
export function validateReferenceNames(values: ReferenceNameValues, partial = false): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of ['name_ar', 'name_en'] as const) {
    const value = values[field];
    if (partial && value === undefined) continue;
    const message =
      required(value) ??
      (tooLong(value, REFERENCE_NAME_MAX_LENGTH) ? 'reference.nameTooLong' : undefined) ??
      (CONTROL.test(String(value)) ? 'reference.nameInvalid' : undefined) ??
      (field === 'name_ar' && !isBlank(value) && !HAS_ARABIC_LETTER.test(String(value)) ? 'reference.nameArInvalid' : undefined);
    if (message) errors[field] = [message];
  }
  return errors;
}

/** How two names compare for uniqueness: trimmed, inner spaces collapsed, English without case. */
export const normalisedName = (value: string, field: 'name_ar' | 'name_en') => {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  return field === 'name_en' ? trimmed.toLowerCase() : trimmed;
};
