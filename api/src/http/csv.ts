import type { Language } from '@back-office/shared/rules';

/** Spreadsheets run a cell starting with these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A value Excel must keep as typed: national IDs, phones and codes (issue 15, defect 12: Excel read
 * 29001011234567 as 2.9E+13 and dropped the leading 0 of 01011111111). Written as the formula
 * ="01011111111", which Excel, LibreOffice and Google Sheets show as that text (decision 0010).
 * Only digits, Latin letters and hyphens qualify, so nothing a person typed becomes a formula.
 */
export interface CsvText {
  text: string;
}

export type CsvValue = string | number | null | CsvText;

const KEPT_AS_TEXT = /^[0-9A-Za-z-]+$/;

export const asText = (value: string | null): CsvText | null => (value === null ? null : { text: value });

const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** One cell: neutralised against formulas, quoted when it holds a separator, quote or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'object') return KEPT_AS_TEXT.test(value.text) ? quoted(`="${value.text}"`) : csvCell(value.text);
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return quoted(text);
}

export const csvLine = (cells: CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Excel reads a CSV as UTF-8 (Arabic names intact) only when it starts with a byte-order mark. */
export const UTF8_BOM = '\uFEFF';

const DATE_TIME = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const formats = {
  ar: new Intl.DateTimeFormat('ar-EG', { ...DATE_TIME, timeZone: 'Africa/Cairo' }),
  en: new Intl.DateTimeFormat('en-GB', { ...DATE_TIME, timeZone: 'Africa/Cairo' }),
};

/**
 * A moment as staff read it (issue 15): Cairo local time, day first, written in the request's
 * language as the screens write it (ar-EG and en-GB, as shared/src/i18n/format.ts), not UTC ISO.
 */
export const csvDateTime = (value: Date, language: Language) => formats[language].format(value);
