import { datedFileName, saveBlob } from '@back-office/shared';
import type { ChartModel } from './chart-model';

/*
 * A chart's figures as a CSV Excel opens as typed (decision 0010, as api/src/http/csv.ts):
 * UTF-8 with a byte-order mark so Arabic names survive, comma-separated, CRLF lines, cells with
 * a separator or quote quoted, and text starting like a formula neutralised with an apostrophe.
 * Numbers stay plain (amounts as decimals) so the sheet can still add them up.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const UTF8_BOM = '\uFEFF';

const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return quoted(FORMULA_START.test(value) ? `'${value}` : value);
}

/** The header (the category's name, then each series) and one line per category. */
export function chartCsv(model: ChartModel): string {
  const header = [model.categoryLabel, ...model.series.map((series) => series.label)];
  const lines = [
    header,
    ...model.categories.map((category, index) => [category, ...model.series.map((series) => series.values[index] ?? null)]),
  ];
  return UTF8_BOM + lines.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}

/** Saves the chart's CSV as `dashboard-<chart>-<day>.csv`. */
export function downloadChartCsv(model: ChartModel): void {
  saveBlob(new Blob([chartCsv(model)], { type: 'text/csv;charset=utf-8' }), datedFileName(`dashboard-${model.id}`, 'csv'));
}
