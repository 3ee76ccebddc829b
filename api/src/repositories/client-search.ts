import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { clients, type ClientSource, type ClientStatus } from '../db/schema';

export type ClientSearch =
  | { kind: 'national_id'; value: string }
  | { kind: 'phone'; value: string }
  | { kind: 'digits'; value: string }
  | { kind: 'name'; value: string }
  | { kind: 'name_prefix'; value: string };

const NATIONAL_ID = /^\d{14}$/;
const MOBILE = /^01\d{9}$/;

/**
 * Reads the search box the way staff use it: a full national ID or mobile number
 * is an exact lookup, other digits a prefix of code / national ID / phone, text a
 * piece of the name. Every branch maps onto an index (see clients.ts).
 */
export function classifySearch(raw: string | undefined): ClientSearch | undefined {
  const value = raw?.trim() ?? '';
  if (value === '') return undefined;
  if (NATIONAL_ID.test(value)) return { kind: 'national_id', value };
  if (MOBILE.test(value)) return { kind: 'phone', value };
  if (/^\d+$/.test(value)) return { kind: 'digits', value };
  // Trigrams need three characters; shorter text can only use the prefix index.
  return value.length >= 3 ? { kind: 'name', value } : { kind: 'name_prefix', value };
}

/** Escapes LIKE wildcards typed by the user. */
const literal = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const startsWith = (column: AnyPgColumn, prefix: string) => sql`${column} like ${`${literal(prefix)}%`}`;

export function searchCondition(search: ClientSearch): SQL {
  switch (search.kind) {
    case 'national_id':
      return eq(clients.nationalId, search.value);
    case 'phone':
      return or(eq(clients.phone1, search.value), eq(clients.phone2, search.value))!;
    case 'digits':
      return or(
        // "123" finds CL-000123 itself as well as codes that start CL-123…
        eq(clients.code, `CL-${search.value.padStart(6, '0')}`),
        startsWith(clients.code, `CL-${search.value}`),
        startsWith(clients.nationalId, search.value),
        startsWith(clients.phone1, search.value),
        startsWith(clients.phone2, search.value),
      )!;
    case 'name':
      return or(sql`${clients.name} ilike ${`%${literal(search.value)}%`}`, startsWith(clients.code, search.value.toUpperCase()))!;
    case 'name_prefix':
      return startsWith(clients.name, search.value);
  }
}

/** The list's filters (and the export's): statuses, then the search box; the list also filters by source. */
export function clientFilter(statuses: ClientStatus[], search: string | undefined, sources: ClientSource[] = []) {
  const classified = classifySearch(search);
  return {
    byStatus: statuses.length > 0 ? inArray(clients.status, statuses) : undefined,
    bySearch: classified && searchCondition(classified),
    bySource: sources.length > 0 ? inArray(clients.source, sources) : undefined,
  };
}
