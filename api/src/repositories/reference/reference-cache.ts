/**
 * Reference rows (pick lists, workflow actions, risk users) change by migration or by an
 * administrator, rarely, yet nearly every screen shows some. Each process keeps them for
 * REFERENCE_TTL_MS, which saves a database round trip per list per request; a change made
 * elsewhere shows within that time everywhere, one made through this process at once.
 */
export const REFERENCE_TTL_MS = 30_000;

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

const byDatabase = new WeakMap<object, Map<string, Entry>>();

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
