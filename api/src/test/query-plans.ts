import type { FastifyInstance } from 'fastify';
import type { QueryConfig } from 'pg';

/**
 * Records the SQL an endpoint really sends and explains it, so a test can fail on a
 * sequential scan that would cost seconds per request at production volumes.
 */
export function queryPlans(context: { app: FastifyInstance }) {
  let captured: QueryConfig[] = [];

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

    /** The plans of the distinct statements on `table` that a GET of `url` ran. */
    async plansFor(url: string, headers: Record<string, string>, table: string): Promise<string[]> {
      captured = [];
      const response = await context.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      // One plan per distinct statement: the export repeats its batch query with new cursors.
      const statements = captured.filter(
        (config, index) => config.text.includes(`from "${table}"`) && captured.findIndex((other) => other.text === config.text) === index,
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
