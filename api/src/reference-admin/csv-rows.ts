import { UTF8_BOM } from '../http/csv';

/** One data row of an uploaded CSV, by its line in the file (the header is line 1). */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

/** Control characters no text file has (tab, line feed and carriage return are allowed). */
const BINARY = /(?![\t\n\r])\p{Cc}/u;

export type CsvRead = { rows: CsvRow[] } | { error: 'notCsv' | 'empty' | 'columns' };

/** Cells of one record; quotes may hold the separator, doubled quotes and line breaks. */
function records(text: string, separator: string): { line: number; cells: string[] }[] {
  const out: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      cells.push(cell);
      out.push({ line: start, cells });
      cells = [];
      cell = '';
      line += 1;
      start = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) out.push({ line: start, cells: [...cells, cell] });
  return out.filter((record) => record.cells.some((value) => value.trim() !== ''));
}

/**
 * Issue 17: an admin's CSV (UTF-8, Excel's byte-order mark accepted, comma- or semicolon-separated,
 * as Excel writes it in Arabic locales) as rows keyed by the header's column names.
 */
export function readCsv(text: string, columns: readonly string[]): CsvRead {
  const body = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  // A spreadsheet saved as .xlsx, or any binary file, holds NULs or other control characters.
  if (BINARY.test(body)) return { error: 'notCsv' };
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  const [header, ...data] = records(body, separator);
  if (!header) return { error: 'empty' };
  const names = header.cells.map((name) => name.trim().toLowerCase());
  if (!columns.every((column) => names.includes(column))) return { error: 'columns' };
  if (data.length === 0) return { error: 'empty' };
  return {
    rows: data.map((record) => ({
      line: record.line,
      cells: Object.fromEntries(columns.map((column) => [column, (record.cells[names.indexOf(column)] ?? '').trim().replace(/\s+/g, ' ')])),
    })),
  };
}
