/** Rules every domain leans on; each returns a translation key or undefined. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

export function required(value: unknown): string | undefined {
  return isBlank(value) ? 'common.fieldRequired' : undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailFormat(value: unknown): string | undefined {
  return isBlank(value) || EMAIL.test(String(value).trim()) ? undefined : 'common.emailInvalid';
}
