import { sql } from 'drizzle-orm';
import type { QueryConfig } from 'pg';
import { insertFakeClients } from '../../db/seed/fake-clients';
import { signedIn } from '../../test/fixtures';
import { backends, useTestApp } from '../../test/test-app';

const ROWS = 20_000;

/**
 * Explains the SQL the list endpoint really sends, on a table large enough for the
 * planner to prefer indexes, and fails on any sequential scan of clients: at a
 * million rows that would be seconds per request.
 */
describe.each(backends())('clients list query plans ($name)', (backend) => {
  const context = useTestApp(backend);
  let headers: Record<string, string>;
  let sample: { national_id: string; phone_1: string };
  let captured: QueryConfig[] = [];

  beforeAll(async () => {
    headers = (await signedIn(context.app)).headers;
    await insertFakeClients(context.app.db, { count: ROWS, createdBy: null });
    sample = (await context.app.db.execute<typeof sample>(sql`select national_id, phone_1 from clients order by id limit 1 offset 777`)).rows[0]!;
    const pool = context.app.db.$client;
    const query = pool.query.bind(pool) as (config: QueryConfig, values?: unknown[]) => Promise<unknown>;
    (pool as { query: unknown }).query = (config: QueryConfig, values?: unknown[]) => {
      captured.push({ text: config.text, values: values ?? config.values });
      return query(config, values);
    };
  });

  const plansFor = async (search: string, path = '/api/clients') => {
    captured = [];
    const response = await context.app.inject({ method: 'GET', url: `${path}?${search}`, headers });
    expect(response.statusCode).toBe(200);
    // One plan per distinct statement: the export repeats its batch query with new cursors.
    const listQueries = captured.filter((config, index) => /from "clients"/.test(config.text) && captured.findIndex((other) => other.text === config.text) === index);
    expect(listQueries.length).toBeGreaterThan(0);
    const pool = context.app.db.$client;
    return Promise.all(
      listQueries.map(async (config) => {
        const result = await pool.query<{ 'QUERY PLAN': string }>({ text: `explain ${config.text}`, values: config.values });
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      }),
    );
  };

  it.each([
    ['no filter', () => ''],
    ['one status', () => 'statuses[]=pending'],
    ['several statuses', () => 'statuses[]=approved&statuses[]=rejected'],
    ['a deep page', () => 'page=40&items_per_page=100'],
    ['a national ID', () => `table_search=${sample.national_id}`],
    ['a phone number', () => `table_search=${sample.phone_1}`],
    ['a digit prefix', () => `table_search=${sample.national_id.slice(0, 7)}`],
    ['a code', () => 'table_search=CL-0012'],
    ['part of a name', () => `table_search=${encodeURIComponent('الدسوقي')}`],
    ['a short name prefix', () => `table_search=${encodeURIComponent('هب')}`],
    ['a search within a status', () => `table_search=${encodeURIComponent('مصطفى')}&statuses[]=active`],
  ])('%s never scans the whole table', async (_case, query) => {
    for (const plan of await plansFor(query())) expect(plan).not.toMatch(/Seq Scan on clients/);
  });

  it.each([
    ['no filter', () => ''],
    ['several statuses', () => 'statuses[]=approved&statuses[]=rejected'],
    ['a national ID', () => `table_search=${sample.national_id}`],
    ['part of a name', () => `table_search=${encodeURIComponent('الدسوقي')}`],
    ['a search within a status', () => `table_search=${encodeURIComponent('مصطفى')}&statuses[]=active`],
  ])('export with %s never scans the whole table', async (_case, query) => {
    for (const plan of await plansFor(query(), '/api/clients/export')) expect(plan).not.toMatch(/Seq Scan on clients/);
  });
});
