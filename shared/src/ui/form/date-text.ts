import { toLatinDigits } from './numeric-text';

/** `date` holds `YYYY-MM-DD`, `month` holds `YYYY-MM` (ID issuance and expiry). */
export type DateKind = 'date' | 'month';

const SEPARATOR = String.raw`\s*[/.\-\s]\s*`;
const DAY_MONTH_YEAR = new RegExp(String.raw`^(\d{1,2})${SEPARATOR}(\d{1,2})${SEPARATOR}(\d{4})$`);
const MONTH_YEAR = new RegExp(String.raw`^(\d{1,2})${SEPARATOR}(\d{4})$`);
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

const pad = (value: string | number, width: number) => String(value).padStart(width, '0');

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31/02 over to March: only a real calendar day comes back unchanged.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * What the user typed, day first (`15/03/1992`, `١٥/٠٣/١٩٩٢`, `15-3-1992`, `15031992`), as the
 * ISO value the callers keep; `null` while it is not (yet) a real date. Issue 15, defect 10.
 */
export function parseDateText(text: string, kind: DateKind): string | null {
  const latin = toLatinDigits(text).trim();
  if (kind === 'month') {
    const match = MONTH_YEAR.exec(latin) ?? /^(\d{2})(\d{4})$/.exec(latin);
    if (match) return isoDate(Number(match[2]), Number(match[1]), 1)?.slice(0, 7) ?? null;
    return ISO_MONTH.test(latin) && isoDate(Number(latin.slice(0, 4)), Number(latin.slice(5, 7)), 1) ? latin : null;
  }
  const match = DAY_MONTH_YEAR.exec(latin) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(latin);
  if (match) return isoDate(Number(match[3]), Number(match[2]), Number(match[1]));
  const iso = ISO_DATE.exec(latin);
  return iso ? isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}

/** An ISO value shown the way it is typed: `15/03/1992`, `03/2020`; anything else as it is. */
export function toDateText(value: string | undefined, kind: DateKind): string {
  if (!value) return '';
  if (kind === 'month') {
    const match = ISO_MONTH.exec(value.slice(0, 7));
    return match ? `${match[2]}/${match[1]}` : value;
  }
  const match = ISO_DATE.exec(value.slice(0, 10));
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/**
 * The value a caller receives for typed text: the ISO date once the text is one, '' when
 * empty, else the text itself (in Latin digits) so the rules report "enter a valid date".
 */
export function dateValueOf(text: string, kind: DateKind): string {
  if (!text.trim()) return '';
  return parseDateText(text, kind) ?? toLatinDigits(text).trim();
}
