const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_ZERO = 0x06f0;

/** Arabic keyboards type ٠–٩ (or ۰–۹); the API wants 0–9, and the Arabic decimal mark is `٫`. */
export function toLatinDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - EASTERN_ARABIC_ZERO))
    .replace(/\u066b/g, '.');
}

/** Whether text can be (the start of) a number of the allowed kind. */
export function isNumericText(text: string, allowDecimals: boolean): boolean {
  return (allowDecimals ? /^\d*(\.\d*)?$/ : /^\d*$/).test(text);
}
