import { sql, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm';

/**
 * Reading a client page in one statement means returning its lists as JSON columns; these
 * helpers keep that readable. Each round trip costs more than the work the database does for
 * the page, so the lists ride along in one row instead of coming in queries of their own.
 */

/** Every field selected under its own key, so a row turned into JSON keeps the names the mappers read. */
export function underKeys<Fields extends Record<string, SQLWrapper>>(fields: Fields): { [Key in keyof Fields]: SQL.Aliased } {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, sql`${field}`.as(key)])) as { [Key in keyof Fields]: SQL.Aliased };
}

/**
 * The rows of a query, in its order, as one JSON array (empty, never null). The aggregate reads
 * its subquery's output as it comes, so an ORDER BY inside it decides the array's order.
 */
export const jsonRows = <Row>(query: { as(alias: string): Subquery }) => sql<Row[]>`(select coalesce(json_agg(r), '[]') from ${query.as('r')})`;
