import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { clients, type ClientSource, type ClientStatus } from '../../db/schema';

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

const param = (name: string) => sql.placeholder(name);
const startsWith = (column: AnyPgColumn, placeholder: string) => sql`${column} like ${param(placeholder)}`;

/**
 * Names are Arabic letters only (the shared client rules), which have no case, so LIKE finds
 * what ILIKE would without lower-casing every candidate row: several times cheaper per row.
 */
function searchCondition(search: ClientSearch): SQL {
  switch (search.kind) {
    case 'national_id':
      return eq(clients.nationalId, param('search'));
    case 'phone':
      return or(eq(clients.phone1, param('search')), eq(clients.phone2, param('search')))!;
    case 'digits':
      return or(
        // "123" finds CL-000123 itself as well as codes that start CL-123…
        eq(clients.code, param('paddedCode')),
        startsWith(clients.code, 'codePrefix'),
        startsWith(clients.nationalId, 'prefix'),
        startsWith(clients.phone1, 'prefix'),
        startsWith(clients.phone2, 'prefix'),
      )!;
    case 'name':
      return or(sql`${clients.name} like ${param('contains')}`, startsWith(clients.code, 'codePrefix'))!;
    case 'name_prefix':
      return startsWith(clients.name, 'prefix');
  }
}

function searchParams(search: ClientSearch): Record<string, string> {
  const { kind, value } = search;
  if (kind === 'national_id' || kind === 'phone') return { search: value };
  if (kind === 'digits') return { paddedCode: `CL-${value.padStart(6, '0')}`, codePrefix: `CL-${value}%`, prefix: `${value}%` };
  if (kind === 'name') return { contains: `%${literal(value)}%`, codePrefix: `${literal(value.toUpperCase())}%` };
  return { prefix: `${literal(value)}%` };
}

/**
 * A list filter as a WHERE with placeholders, the values they take, and its shape: filters
 * of one shape share one SQL text, so the repositories prepare it once and reuse it.
 */
export interface ClientFilter {
  where: SQL | undefined;
  /** The same filter without its statuses: what the status tiles count (issue 15). */
  whereAnyStatus: SQL | undefined;
  params: Record<string, unknown>;
  shape: string;
  search: ClientSearch | undefined;
}

/**
 * The list's filters (and the export's): statuses, the search box, and for the list the source
 * and "my clients" (`createdBy`, the signed-in user: issue 15).
 */
export function clientFilter(
  statuses: ClientStatus[],
  search: string | undefined,
  sources: ClientSource[] = [],
  createdBy?: number,
): ClientFilter {
  const classified = classifySearch(search);
  const others = [
    sources.length > 0 ? sql`${clients.source} = any(${param('sources')})` : undefined,
    createdBy === undefined ? undefined : eq(clients.createdBy, param('createdBy')),
    classified && searchCondition(classified),
  ];
  return {
    where: and(statuses.length > 0 ? sql`${clients.status} = any(${param('statuses')})` : undefined, ...others),
    whereAnyStatus: and(...others),
    params: { statuses, sources, ...(createdBy !== undefined && { createdBy }), ...(classified && searchParams(classified)) },
    shape:
      [statuses.length > 0 && 'status', sources.length > 0 && 'source', createdBy !== undefined && 'mine', classified?.kind]
        .filter(Boolean)
        .join('_') || 'all',
    search: classified,
  };
}
