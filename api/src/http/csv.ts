/** Spreadsheets run a cell starting with these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised against formulas, quoted when it holds a separator, quote or line break. */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: (string | number | boolean | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Excel reads a CSV as UTF-8 (Arabic names intact) only when it starts with a byte-order mark. */
export const UTF8_BOM = '\uFEFF';
