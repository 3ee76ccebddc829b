/** SPEC §9: 11 digits, 01 then 0, 1, 2 or 5, then 8 digits. */
export const MOBILE_PATTERN = /^01[0125]\d{8}$/;

export function isMobileNumber(value: string): boolean {
  return MOBILE_PATTERN.test(value.trim());
}
