import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dataFolder } from '../paths';

export interface Named {
  ar: string;
  en: string;
}

/** Reads a JSON file shipped in api/data (beside the bundle, never bundled into it). */
export function readDataFile<T>(...segments: string[]): T {
  return JSON.parse(readFileSync(path.join(dataFolder, ...segments), 'utf8')) as T;
}

/** phpMyAdmin JSON exports keep the rows in the `data` of the element whose type is table. */
export function phpMyAdminRows(file: string): Record<string, string>[] {
  const elements = readDataFile<{ type: string; data?: Record<string, string>[] }[]>('egypt-geo', file);
  const table = elements.find((element) => element.type === 'table');
  if (!table?.data) throw new Error(`egypt-geo/${file} has no table element`);
  return table.data;
}

/** Birth-governorate digits (positions 8–9) of national IDs; 88, born abroad, is left out. */
export function nidGovernorateCodes(): string[] {
  const lines = readFileSync(path.join(dataFolder, 'egypt-geo', 'nid-governorate-codes.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1);
  return lines.map((line) => line.split(',')[1]!.replaceAll('"', '')).filter((code) => code !== '88');
}
