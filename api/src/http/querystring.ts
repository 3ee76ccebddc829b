import { parse } from 'node:querystring';

/** PostgreSQL text cannot hold U+0000, so no stored value has one; sent on, it fails the query. */
const withoutNul = (value: string) => value.replaceAll('\u0000', '');

/**
 * PHP-style list parameters: `statuses[]=a&statuses[]=b` and `statuses=a` both
 * become `statuses`; a repeated key becomes an array (the schema coerces a single
 * value into a one-item array where it expects a list).
 */
export function parseQuerystring(query: string): Record<string, string | string[]> {
  const merged: Record<string, string | string[]> = {};
  for (const [rawKey, value] of Object.entries(parse(query))) {
    if (value === undefined) continue;
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const existing = merged[key];
    const text = [value].flat().map(withoutNul);
    merged[key] = existing === undefined ? (Array.isArray(value) ? text : text[0]!) : [...[existing].flat(), ...text];
  }
  return merged;
}
