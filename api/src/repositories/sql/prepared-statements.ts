import { createHash } from 'node:crypto';

/** PostgreSQL keeps 63 bytes of a name (NAMEDATALEN - 1) and cuts the rest silently. */
const MAX_NAME_BYTES = 63;
const HASH_CHARS = 12;

/**
 * The name the server is given: as written when it fits, else its start and a hash of the whole,
 * so two long names that begin alike never become one statement (the clients list's 64-byte
 * `clients_list_status_source_mine_name_prefix_matches_balance_desc` did not fit).
 */
export function serverName(name: string): string {
  if (Buffer.byteLength(name) <= MAX_NAME_BYTES) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, HASH_CHARS);
  return `${name.slice(0, MAX_NAME_BYTES - HASH_CHARS - 1)}_${hash}`;
}

const byDatabase = new WeakMap<object, Map<string, unknown>>();

/**
 * A prepared statement of `db` by name, built on first use. Building a Drizzle query costs
 * more CPU than PostgreSQL spends answering a page of clients, so hot queries are built
 * once per shape and then only executed (PostgreSQL also skips parsing them again).
 * Repositories are cheap to create per request; the statements outlive them, per database.
 * A name must always stand for the same SQL text.
 */
export function prepared<Statement>(db: object, name: string, build: (name: string) => Statement): Statement {
  let statements = byDatabase.get(db);
  if (!statements) byDatabase.set(db, (statements = new Map()));
  if (!statements.has(name)) statements.set(name, build(serverName(name)));
  return statements.get(name) as Statement;
}
