/**
 * Reference rows (pick lists, workflow actions, risk users) change by migration or by an
 * administrator, rarely, yet nearly every screen shows some. Each process keeps them for
 * REFERENCE_TTL_MS, which saves a database round trip per list per request. Issue 17: the
 * database announces every change to a reference table (migration 0021) and each process drops
 * its copies at once (plugins/reference-cache.ts); while those notices may be missed (the LISTEN
 * connection is down) nothing is kept, so every read goes to the database.
 */
export const REFERENCE_TTL_MS = 30_000;

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

const byDatabase = new WeakMap<object, Map<string, Entry>>();
/** Databases whose change notices this process may be missing: their rows are not kept. */
const untrusted = new WeakSet<object>();

function entriesOf(db: object): Map<string, Entry> {
  let entries = byDatabase.get(db);
  if (!entries) byDatabase.set(db, (entries = new Map()));
  return entries;
}

/** `load()`'s answer for `key` on `db`, read again once REFERENCE_TTL_MS has passed; concurrent callers share one load. */
export function cachedReference<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  const entries = entriesOf(db);
  const now = Date.now();
  const entry = entries.get(key);
  if (entry && entry.expiresAt > now) return entry.value as Promise<T>;
  const value = load();
  if (untrusted.has(db)) return value;
  entries.set(key, { expiresAt: now + REFERENCE_TTL_MS, value });
  // A failed read is not remembered: the next caller tries again.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/** Drops what `db` remembers under keys starting with `prefix`, after this process changed them. */
export function forgetReferences(db: object, prefix: string): void {
  const entries = byDatabase.get(db);
  for (const key of entries?.keys() ?? []) if (key.startsWith(prefix)) entries!.delete(key);
}

/** Drops everything `db` remembers (a reference table changed, here or in another process). */
export function forgetAllReferences(db: object): void {
  byDatabase.get(db)?.clear();
}

/**
 * Whether `db`'s change notices are being heard. While they are not, nothing is kept; when they
 * are again, what was kept before may be stale, so it is dropped.
 */
export function trustReferences(db: object, trusted: boolean): void {
  forgetAllReferences(db);
  if (trusted) untrusted.delete(db);
  else untrusted.add(db);
}
