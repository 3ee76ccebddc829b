/** Field name → translation keys of the rules it breaks (namespace `rules`). */
export type FieldErrors = Record<string, string[]>;

export type Language = 'ar' | 'en';

export function addError(errors: FieldErrors, field: string, key: string): void {
  (errors[field] ??= []).push(key);
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
