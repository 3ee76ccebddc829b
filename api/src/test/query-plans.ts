import type { FastifyInstance } from 'fastify';
import type { QueryConfig } from 'pg';

/**
 * Records the SQL an endpoint really sends and explains it, so a test can fail on a
 * sequential scan that would cost seconds per request at production volumes, or count
 * the round trips a request makes.
 */
export function queryPlans(context: { app: FastifyInstance }) {
  let captured: QueryConfig[] = [];

  /** The statements a GET of `url` sent, in order, with their values. */
  async function statementsFor(url: string, headers: Record<string, string>): Promise<QueryConfig[]> {
    captured = [];
    const response = await context.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return captured;
  }

  return {
    /** Call once the test data is in place: every statement after this is recorded. */
    startCapturing() {
      const pool = context.app.db.$client;
      const query = pool.query.bind(pool) as (config: QueryConfig, values?: unknown[]) => Promise<unknown>;
      (pool as { query: unknown }).query = (config: QueryConfig, values?: unknown[]) => {
        captured.push({ text: config.text, values: values ?? config.values });
        return query(config, values);
      };
    },

    statementsFor,

    /** The plans of the distinct statements on `table` that a GET of `url` ran. */
    async plansFor(url: string, headers: Record<string, string>, table: string): Promise<string[]> {
      const sent = await statementsFor(url, headers);
      // One plan per distinct statement: the export repeats its batch query with new cursors.
      const statements = sent.filter(
        (config, index) => config.text.includes(`from "${table}"`) && sent.findIndex((other) => other.text === config.text) === index,
      );
      expect(statements.length).toBeGreaterThan(0);
      const pool = context.app.db.$client;
      return Promise.all(
        statements.map(async (config) => {
          const result = await pool.query<{ 'QUERY PLAN': string }>({ text: `explain ${config.text}`, values: config.values });
          return result.rows.map((row) => row['QUERY PLAN']).join('\n');
        }),
      );
    },
  };
}
