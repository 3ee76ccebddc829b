/**
 * Arabic letters (with hamza forms, taa marbuta, alef maqsura), tatweel and diacritics. The
 * diacritics (combining marks) come first so that no mark follows a letter inside the class,
 * which would read as one combined character.
 */
const ARABIC_LETTER = '\\u064B-\\u0652\\u0670\\u0621-\\u063A\\u0641-\\u064A\\u0640';
const ARABIC_NAME = new RegExp(`^[${ARABIC_LETTER}]+(?: [${ARABIC_LETTER}]+)*$`);
/** Addresses carry building numbers and separators as well as words. */
const ARABIC_TEXT = new RegExp(`^(?=.*[${ARABIC_LETTER}])[${ARABIC_LETTER}0-9\\u0660-\\u0669 ،,.\\-/()#]+$`);

/** Names and job titles: Arabic words separated by single spaces. */
export function isArabicName(value: string): boolean {
  return ARABIC_NAME.test(value.trim().replace(/\s+/g, ' '));
}

/** Free Arabic text such as an address: Arabic words, digits and simple punctuation. */
export function isArabicText(value: string): boolean {
  return ARABIC_TEXT.test(value.trim().replace(/\s+/g, ' '));
}
