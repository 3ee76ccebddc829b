import { sql } from 'drizzle-orm';
import { insertFakeClients } from '../../seed/fake-clients';
import { insertFakeLimitRequests } from '../../seed/fake-limit-requests';
import { signedIn } from '../../test/fixtures';
import { queryPlans } from '../../test/query-plans';
import { backends, useTestApp } from '../../test/test-app';

const CLIENTS = 5_000;
const REQUESTS = 30_000;

/**
 * Explains the SQL the list, export and details endpoints really send on a table large
 * enough for the planner to prefer indexes, and fails on any sequential scan of limit_requests.
 */
describe.each(backends())('limit requests query plans ($name)', (backend) => {
  const context = useTestApp(backend);
  let headers: Record<string, string>;
  let sample: { id: number; code: string; client_id: number; national_id: string };
  const plans = queryPlans(context);

  beforeAll(async () => {
    headers = (await signedIn(context.app, 'risk')).headers;
    await insertFakeClients(context.app.db, { count: CLIENTS, createdBy: null });
    await context.app.db.execute(sql`update clients set is_submitted = true`);
    await insertFakeLimitRequests(context.app.db, { count: REQUESTS, createdBy: null, riskUserId: null });
    await context.app.db.execute(sql`analyze`);
    sample = (
      await context.app.db.execute<typeof sample>(
        sql`select r.id, r.code, r.client_id, c.national_id from limit_requests r join clients c on c.id = r.client_id order by r.id limit 1 offset 777`,
      )
    ).rows[0]!;
    plans.startCapturing();
  });

  const plansFor = (search: string) => plans.plansFor(`/api/limit-requests?${search}`, headers, 'limit_requests');

  it.each([
    ['no filter', () => ''],
    ['a deep page', () => 'page=40&items_per_page=100'],
    ['one client', () => `client_id=${sample.client_id}`],
    ['decision statuses', () => 'decision_statuses[]=approved&decision_statuses[]=rejected'],
    ['request codes', () => `request_codes[]=${sample.code}&request_codes[]=LR-000001`],
    ['a date range', () => 'date_from=2020-01-01&date_to=2020-02-01'],
    ['a code prefix', () => `table_search=${sample.code.slice(0, 7)}`],
    ['a national ID', () => `table_search=${sample.national_id}`],
    ['part of a name', () => `table_search=${encodeURIComponent('الدسوقي')}`],
    ['a code search', () => 'code_search=LR-0012'],
    // Issue 15: "my requests" and each sort.
    ['my requests', () => 'mine=true'],
    ['my requests by amount', () => 'mine=true&sort=requested_limit&direction=asc'],
    ['decision statuses by amount', () => 'decision_statuses[]=approved&sort=approved_limit'],
  ])('%s reads limit_requests in one statement that never scans the whole table', async (_case, query) => {
    const found = await plansFor(query());
    // Page, total and code picker travel together: one round trip.
    expect(found).toHaveLength(1);
    expect(found[0]).not.toMatch(/Seq Scan on limit_requests/);
  });

  it('finds "my requests" through the creator and assignee indexes', async () => {
    const [plan] = await plansFor('mine=true');
    expect(plan).toMatch(/limit_requests_created_by_created_idx/);
    expect(plan).toMatch(/limit_requests_assigned_created_idx/);
  });

  // Issue 15: a sorted page reads an index in that order and stops after the page, sorting nothing.
  it.each([
    ['created_at', 'asc'],
    ['requested_limit', 'asc'],
    ['requested_limit', 'desc'],
    ['approved_limit', 'asc'],
    ['approved_limit', 'desc'],
    ['code', 'asc'],
    ['code', 'desc'],
  ])('a deep page sorted by %s %s reads an index in order', async (sort, direction) => {
    const [plan] = await plansFor(`sort=${sort}&direction=${direction}&page=40&items_per_page=100`);
    expect(plan).not.toMatch(/Seq Scan on limit_requests/);
    expect(plan).toMatch(/Index Scan( Backward)? using limit_requests_\w+ on limit_requests/);
    expect(plan).not.toMatch(/Sort Key: limit_requests/);
  });

  it.each([
    ['no filter', () => ''],
    ['one client', () => `client_id=${sample.client_id}`],
    ['decision statuses', () => 'decision_statuses[]=approved&decision_statuses[]=rejected'],
    ['request codes', () => `request_codes[]=${sample.code}`],
    ['a date range', () => 'date_from=2020-01-01&date_to=2020-02-01'],
    ['a national ID', () => `table_search=${sample.national_id}`],
    ['part of a name', () => `table_search=${encodeURIComponent('الدسوقي')}`],
  ])('export with %s never scans the whole table', async (_case, query) => {
    for (const plan of await plans.plansFor(`/api/limit-requests/export?${query()}`, headers, 'limit_requests'))
      expect(plan).not.toMatch(/Seq Scan on limit_requests/);
  });

  it.each([
    ['the details', () => `/api/limit-requests/show/${sample.id}`],
    ['the edit form', () => `/api/limit-requests/edit-meta/${sample.id}`],
  ])('reading %s never scans the whole table', async (_case, url) => {
    for (const plan of await plans.plansFor(url(), headers, 'limit_requests')) expect(plan).not.toMatch(/Seq Scan on limit_requests/);
  });
});
