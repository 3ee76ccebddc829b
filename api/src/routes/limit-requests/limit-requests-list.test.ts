import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { insertClient, signedIn } from '../../test/fixtures';
import { insertLimitRequest } from '../../test/limit-requests';
import { backends, useTestApp } from '../../test/test-app';

type Staff = Awaited<ReturnType<typeof signedIn>>;
interface Item {
  id: number;
  code: string;
  decision_status: string;
  available_actions: { core_function_key: string }[];
}

describe.each(backends())('GET /api/limit-requests ($name)', (backend) => {
  const context = useTestApp(backend);
  let app: FastifyInstance;
  let agent: Staff;
  let risk: Staff;
  let clientA: number;
  let clientB: number;

  beforeAll(async () => {
    app = context.app;
    [agent, risk] = [await signedIn(app), await signedIn(app, 'risk')];
    clientA = (await insertClient(app, { name: 'سامح الدسوقي', nationalId: '29505051234512', isSubmitted: true })).id;
    clientB = (await insertClient(app, { name: 'هبة منصور', isSubmitted: true })).id;
    await insertLimitRequest(app, {
      clientId: clientA,
      code: 'LR-100001',
      createdBy: agent.user.id,
      createdAt: new Date('2026-01-10T10:00:00Z'),
    });
    await insertLimitRequest(app, {
      clientId: clientA,
      code: 'LR-100002',
      createdBy: agent.user.id,
      requestStatus: 'under_review',
      assignedTo: risk.user.id,
      requestedLimit: '5000.00',
      approvedLimit: '4000.00',
      createdAt: new Date('2026-02-10T10:00:00Z'),
    });
    await insertLimitRequest(app, {
      clientId: clientB,
      code: 'LR-200001',
      requestStatus: 'rejected',
      decisionStatus: 'rejected',
      requestedLimit: '30000.00',
      createdAt: new Date('2026-03-10T10:00:00Z'),
    });
  });

  const list = (who: Staff, query = '') =>
    app.inject({ method: 'GET', url: `/api/limit-requests?${query}`, headers: { ...who.headers, 'accept-language': 'en' } });
  const codes = async (query: string) =>
    (await list(agent, query)).json<{ data: { limit_requests: Item[] } }>().data.limit_requests.map((item) => item.code);

  it('lists newest first with the documented shape and the current user’s actions', async () => {
    const response = await list(agent);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination).toEqual({ total: 3, total_capped: false, page: 1, items_per_page: 25, last_page: 1 });
    expect(body.data.limit_requests.map((item: Item) => item.code)).toEqual(['LR-200001', 'LR-100002', 'LR-100001']);
    expect(body.data.limit_requests[2]).toEqual({
      id: expect.any(Number),
      code: 'LR-100001',
      created_at: '2026-01-10T10:00:00.000Z',
      client: { id: clientA, name: 'سامح الدسوقي', monthly_income: null },
      request_status: 'new',
      requested_limit: '20000.00',
      approved_limit: null,
      tenure: 12,
      version: 0,
      merchant_name: expect.any(String),
      decision_status: 'pending',
      creator: agent.user.name,
      // Issue 16: an agent assigns nobody; only the creator's cancel is left.
      available_actions: [{ id: expect.any(Number), name: 'Cancel', core_function_key: 'cancel' }],
    });
    expect(body.data.risk_users).toEqual(expect.arrayContaining([{ id: risk.user.id, name: risk.user.name }]));
    expect(body.data.document_types.length).toBeGreaterThan(0);
    expect(body.data.codes).toEqual(['LR-200001', 'LR-100002', 'LR-100001']);
    const underReview = (await list(risk)).json().data.limit_requests[1];
    expect(underReview.available_actions.map((action: { core_function_key: string }) => action.core_function_key)).toEqual([
      'approve',
      'reject',
      'return_to_agent',
    ]);
  });

  it.each([
    ['client_id', () => `client_id=${clientB}`, ['LR-200001']],
    ['request codes', () => 'request_codes[]=LR-100001&request_codes[]=LR-200001', ['LR-200001', 'LR-100001']],
    ['decision statuses', () => 'decision_statuses[]=rejected', ['LR-200001']],
    ['dates', () => 'date_from=2026-02-01&date_to=2026-02-10', ['LR-100002']],
    ['a code prefix', () => 'table_search=lr-1000', ['LR-100002', 'LR-100001']],
    ['a client name', () => `table_search=${encodeURIComponent('الدسوقي')}`, ['LR-100002', 'LR-100001']],
    ['a national ID', () => 'table_search=29505051234512', ['LR-100002', 'LR-100001']],
  ])('filters by %s', async (_name, query, expected) => {
    expect(await codes(query())).toEqual(expected);
  });

  // Issue 15: the list sorts by its columns; the id breaks ties; not approved yet (null) comes last either way.
  it.each([
    ['created_at', 'asc', ['LR-100001', 'LR-100002', 'LR-200001']],
    ['created_at', 'desc', ['LR-200001', 'LR-100002', 'LR-100001']],
    ['requested_limit', 'asc', ['LR-100002', 'LR-100001', 'LR-200001']],
    ['requested_limit', 'desc', ['LR-200001', 'LR-100001', 'LR-100002']],
    ['approved_limit', 'asc', ['LR-100002', 'LR-100001', 'LR-200001']],
    ['approved_limit', 'desc', ['LR-100002', 'LR-200001', 'LR-100001']],
    ['code', 'asc', ['LR-100001', 'LR-100002', 'LR-200001']],
    ['code', 'desc', ['LR-200001', 'LR-100002', 'LR-100001']],
  ])('sorts by %s %s', async (sort, direction, expected) => {
    expect(await codes(`sort=${sort}&direction=${direction}`)).toEqual(expected);
  });

  it('sorts descending by default, and refuses an unknown sort (422 on sort)', async () => {
    expect(await codes('sort=requested_limit')).toEqual(['LR-200001', 'LR-100001', 'LR-100002']);
    const refused = await list(agent, 'sort=balance');
    expect({ status: refused.statusCode, fields: Object.keys(refused.json().errors) }).toEqual({ status: 422, fields: ['sort'] });
  });

  it('keeps "my requests": those I created or am assigned to, with other filters and the right total', async () => {
    expect(await codes('mine=true')).toEqual(['LR-100002', 'LR-100001']);
    const assigned = (await list(risk, 'mine=true')).json();
    expect(assigned.data.limit_requests.map((item: Item) => item.code)).toEqual(['LR-100002']);
    expect(assigned.pagination.total).toBe(1);
    expect(await codes('mine=true&decision_statuses[]=rejected')).toEqual([]);
    expect(await codes('mine=false')).toEqual(['LR-200001', 'LR-100002', 'LR-100001']);
  });

  it('pages and counts filtered results', async () => {
    const body = (await list(agent, 'items_per_page=5&page=1&decision_statuses[]=pending')).json();
    expect(body.pagination).toEqual({ total: 2, total_capped: false, page: 1, items_per_page: 5, last_page: 1 });
    expect((await list(agent, `client_id=${clientA}`)).json().pagination.total).toBe(2);
  });

  it('offers codes by prefix', async () => {
    expect((await list(agent, 'code_search=LR-2')).json().data.codes).toEqual(['LR-200001']);
  });

  it.each([
    [
      'request_codes',
      'request_codes[]=1&request_codes[]=2&request_codes[]=3&request_codes[]=4&request_codes[]=5&request_codes[]=6',
      'You can select at most 5 request codes',
    ],
    ['date_to', 'date_from=2026-03-02&date_to=2026-03-01', 'Date to cannot be before date from'],
    ['date_from', 'date_from=2999-01-01', 'Date from cannot be in the future'],
    ['date_to', 'date_to=2999-01-01', 'Date to cannot be in the future'],
    ['decision_statuses', 'decision_statuses[]=unknown', undefined],
    ['items_per_page', 'items_per_page=7', undefined],
  ])('refuses a bad %s (422)', async (field, query, message) => {
    const response = await list(agent, query);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
    if (message) expect(response.json().errors[field]).toEqual([message]);
  });

  it('writes times as Date#toISOString does and amounts exactly', async () => {
    const set = (createdAt: string, limit: string) =>
      app.db.execute(sql`update limit_requests set created_at = ${createdAt}, requested_limit = ${limit} where code = 'LR-100001'`);
    await set('2026-01-10T12:00:00.987654+02:00', '123456789012.10');
    const item = (await list(agent, `client_id=${clientA}`)).json().data.limit_requests.find((row: Item) => row.code === 'LR-100001');
    await set('2026-01-10T10:00:00Z', '20000');
    expect(item).toMatchObject({ created_at: '2026-01-10T10:00:00.987Z', requested_limit: '123456789012.10', tenure: 12, version: 0 });
    expect(item.client.id).toBe(clientA);
  });

  it('keeps the trigger-kept total in step with the table', async () => {
    const [{ count }] = (await app.db.execute<{ count: number }>(sql`select count(*)::int as count from limit_requests`)).rows as [
      { count: number },
    ];
    expect((await list(agent)).json().pagination.total).toBe(count);
  });
});
