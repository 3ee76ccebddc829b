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
  if (!statements.has(name)) statements.set(name, build(name));
  return statements.get(name) as Statement;
}
