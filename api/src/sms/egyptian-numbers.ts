import { isMobileNumber } from '@back-office/shared/rules';

/**
 * Issue 19: a mobile number as the client form stores it (01XXXXXXXXX), from what a person types:
 * spaces, dashes, Arabic-Indic digits, or the international forms +20 / 0020 / 20. Undefined when
 * it is no Egyptian mobile number.
 */
export function localMobile(typed: string): string | undefined {
  const digits = typed
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\s\-().]/g, '');
  const local = digits.replace(/^(?:\+20|0020|20)(?=1\d{9}$)/, '0');
  return isMobileNumber(local) ? local : undefined;
}

/** Issue 19: the E.164 form an SMS provider wants (+201XXXXXXXXX); the number must be an Egyptian mobile. */
export function toE164(mobile: string): string {
  const local = localMobile(mobile);
  if (!local) throw new Error('not an Egyptian mobile number');
  return `+20${local.slice(1)}`;
}
