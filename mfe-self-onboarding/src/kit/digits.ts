/** Arabic-Indic and Persian digits as typed on an Arabic keyboard, kept as Latin digits (decision 0011). */
export function latinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));
}
