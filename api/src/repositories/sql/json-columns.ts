import { sql, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm';

/**
 * Reading a page in one statement means returning its lists as JSON columns; these helpers
 * keep that readable. Each round trip costs more than the work the database does for the page,
 * so the lists ride along in one row instead of coming in queries of their own. Both build an
 * ARRAY(subquery), which keeps the subquery's order; an aggregate such as json_agg does not
 * promise to.
 */

/** Every field selected under its own key, so a row turned into JSON keeps the names the mappers read. */
export function underKeys<Fields extends Record<string, SQLWrapper>>(fields: Fields): { [Key in keyof Fields]: SQL.Aliased } {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, sql`${field}`.as(key)])) as {
    [Key in keyof Fields]: SQL.Aliased;
  };
}

/** The rows of a query, in its order, as one JSON array of objects (empty, never null). */
export const jsonRows = <Row>(query: { as(alias: string): Subquery }) =>
  sql<Row[]>`to_json(array(select row_to_json(r) from ${query.as('r')}))`;

/** The one column of a query, in its order, as one JSON array of its values (empty, never null). */
export const jsonArray = <Value>(query: SQLWrapper) => sql<Value[]>`to_json(array${query})`;
