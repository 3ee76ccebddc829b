import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clients } from '../../db/schema';
import { insertClient, signedIn } from '../../test/fixtures';
import { backends, useTestApp } from '../../test/test-app';

interface ListBody {
  data: {
    total_clients: number;
    total_balance: string;
    statuses: { value: string; label: string; count: number }[];
    clients: Record<string, unknown>[];
  };
  pagination: { total: number; total_capped: boolean; page: number; items_per_page: number; last_page: number };
}

describe.each(backends())('GET /api/clients ($name)', (backend) => {
  const context = useTestApp(backend);
  let headers: Record<string, string>;
  let adminHeaders: Record<string, string>;
  let creatorName: string;

  const list = async (query = '', extraHeaders: Record<string, string> = {}, as = headers) => {
    const response = await context.app.inject({ method: 'GET', url: `/api/clients${query}`, headers: { ...as, ...extraHeaders } });
    return { status: response.statusCode, body: response.json<ListBody>() };
  };
  const codes = (body: ListBody) => body.data.clients.map((client) => client.code);

  beforeAll(async () => {
    const agent = await signedIn(context.app, 'agent');
    headers = agent.headers;
    creatorName = agent.user.name;
    adminHeaders = (await signedIn(context.app, 'admin')).headers;
    const app: FastifyInstance = context.app;
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await insertClient(app, {
      name: 'محمد أحمد علي',
      nationalId: '29001011234567',
      phone1: '01011111111',
      status: 'active',
      balance: '1500.50',
      createdBy: agent.user.id,
      isSubmitted: true,
      createdAt: at(10),
    });
    await insertClient(app, {
      name: 'فاطمة محمود حسن',
      nationalId: '29505052345678',
      phone1: '01122222222',
      phone2: '01233333333',
      status: 'pending',
      createdAt: at(9),
    });
    await insertClient(app, {
      name: 'مصطفى كامل',
      nationalId: '30001013456789',
      phone1: '01544444444',
      status: 'approved',
      balance: '200',
      createdAt: at(8),
    });
    await insertClient(app, {
      name: 'منى سعيد',
      nationalId: '28803034567890',
      phone1: '01055555555',
      status: 'rejected',
      createdAt: at(7),
    });
    await insertClient(app, {
      name: 'Ahmed 100%_done',
      nationalId: '29911115678901',
      phone1: '01066666666',
      status: 'inactive',
      balance: '99.49',
      createdAt: at(6),
    });
  });

  it('returns tiles, translated statuses, rows and pagination', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.data.total_clients).toBe(5);
    expect(body.data.total_balance).toBe('1799.99');
    expect(body.data.statuses).toEqual([
      { value: 'pending', label: 'قيد المراجعة', count: 1 },
      { value: 'approved', label: 'مقبول', count: 1 },
      { value: 'active', label: 'نشط', count: 1 },
      { value: 'rejected', label: 'مرفوض', count: 1 },
      { value: 'inactive', label: 'غير نشط', count: 1 },
    ]);
    expect(body.pagination).toEqual({ total: 5, total_capped: false, page: 1, items_per_page: 25, last_page: 1 });
    // Last updated first (issue 15: the default order).
    expect(body.data.clients.map((client) => client.name)).toEqual([
      'Ahmed 100%_done',
      'منى سعيد',
      'مصطفى كامل',
      'فاطمة محمود حسن',
      'محمد أحمد علي',
    ]);
    expect(body.data.clients[4]).toEqual({
      id: expect.any(Number),
      name: 'محمد أحمد علي',
      code: expect.stringMatching(/^CL-\d{6}$/),
      phone_1: '01011111111',
      balance: '1500.50',
      status: 'active',
      source: 'staff',
      national_id: '29001011234567',
      title: null,
      creator: creatorName,
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      can_edit: false,
      is_submited: true,
    });
    expect(body.data.clients[3]).toMatchObject({ creator: null, can_edit: true, is_submited: false, balance: '0.00' });
  });

  it('labels statuses in English on request', async () => {
    const { body } = await list('', { 'accept-language': 'en' });
    expect(body.data.statuses[0]).toEqual({ value: 'pending', label: 'Pending', count: 1 });
  });

  it('lets an admin edit submitted clients', async () => {
    const { body } = await list('', {}, adminHeaders);
    expect(body.data.clients.every((client) => client.can_edit === true)).toBe(true);
  });

  it('filters by statuses[] (repeated, single or plain); the totals follow, each status tile counts without the status filter', async () => {
    const repeated = await list('?statuses[]=active&statuses[]=pending');
    expect(repeated.body.data.clients.map((client) => client.status).sort()).toEqual(['active', 'pending']);
    expect(repeated.body.pagination.total).toBe(2);
    expect(repeated.body.data.total_clients).toBe(2);
    expect(repeated.body.data.total_balance).toBe('1500.50');
    expect(repeated.body.data.statuses.map((tile) => tile.count)).toEqual([1, 1, 1, 1, 1]);
    expect((await list('?statuses[]=approved')).body.pagination.total).toBe(1);
    expect((await list('?statuses=rejected&statuses=inactive')).body.pagination.total).toBe(2);
  });

  it('pages through the list', async () => {
    const first = await list(
      '?items_per_page=5&page=1&statuses[]=active&statuses[]=pending&statuses[]=approved&statuses[]=rejected&statuses[]=inactive',
    );
    expect(first.body.pagination).toEqual({ total: 5, total_capped: false, page: 1, items_per_page: 5, last_page: 1 });
    const beyond = await list('?items_per_page=5&page=2');
    expect(beyond.body.data.clients).toEqual([]);
    expect(beyond.body.pagination).toEqual({ total: 5, total_capped: false, page: 2, items_per_page: 5, last_page: 1 });
  });

  it('serves the limit-request client picker one page of 1000 (SPEC §7)', async () => {
    const { status, body } = await list(`?page=1&items_per_page=1000&table_search=${encodeURIComponent('محم')}`);
    expect(status).toBe(200);
    expect(body.pagination).toEqual({ total: 2, total_capped: false, page: 1, items_per_page: 1000, last_page: 1 });
  });

  it.each([
    ['14 digits: national ID', '29505052345678', ['فاطمة محمود حسن']],
    ['a mobile number, matched on either phone', '01233333333', ['فاطمة محمود حسن']],
    ['other digits: national ID prefix', '2900101', ['محمد أحمد علي']],
    ['other digits: phone prefix', '0154', ['مصطفى كامل']],
    ['text of 3+ characters, anywhere in the name', 'محمود', ['فاطمة محمود حسن']],
    ['short text: name prefix only', 'من', ['منى سعيد']],
    ['trimmed', '  مصطفى  ', ['مصطفى كامل']],
    ['wildcards taken literally', '100%_', ['Ahmed 100%_done']],
    ['% alone matches nothing special', '%%%', []],
  ])('searches by %s', async (_kind, search, names) => {
    const { status, body } = await list(`?table_search=${encodeURIComponent(search)}`);
    expect(status).toBe(200);
    expect(body.data.clients.map((client) => client.name)).toEqual(names);
    expect(body.pagination.total).toBe(names.length);
  });

  it('finds a client by code, typed in full or as its number', async () => {
    const { body } = await list();
    const code = String(body.data.clients[0]!.code);
    expect(codes((await list(`?table_search=${code.toLowerCase()}`)).body)).toEqual([code]);
    expect(codes((await list(`?table_search=${Number(code.slice(3))}`)).body)).toContain(code);
  });

  it('combines a search with a status filter', async () => {
    const { body } = await list(`?table_search=${encodeURIComponent('محم')}&statuses[]=pending`);
    expect(body.data.clients.map((client) => client.name)).toEqual(['فاطمة محمود حسن']);
  });

  it.each([
    ['items_per_page=7', 'items_per_page', 'يجب أن تكون القيمة واحدة من: 5, 10, 25, 50, 100, 1000'],
    ['page=0', 'page', 'القيمة غير صالحة'],
    ['page=abc', 'page', 'القيمة غير صالحة'],
    ['statuses[]=archived', 'statuses', 'يجب أن تكون القيمة واحدة من: pending, approved, active, rejected, inactive'],
  ])('rejects %s with 422', async (query, field, message) => {
    const { status, body } = await list(`?${query}`);
    expect(status).toBe(422);
    expect(body).toEqual({ message: 'البيانات المدخلة غير صالحة', errors: { [field]: [message] } });
  });

  it('words 422 errors in English on request', async () => {
    const { body } = await list('?items_per_page=3', { 'accept-language': 'en' });
    expect(body).toEqual({
      message: 'The given data was invalid',
      errors: { items_per_page: ['Must be one of: 5, 10, 25, 50, 100, 1000'] },
    });
  });

  it('totals source filters from the counters, with or without statuses, and the tiles follow the source', async () => {
    const moved = sql`${clients.status} in ('pending', 'active')`;
    await context.app.db.update(clients).set({ source: 'self_onboarding' }).where(moved);
    try {
      const staff = await list('?sources[]=staff');
      expect(staff.body.pagination.total).toBe(3);
      expect(staff.body.data).toMatchObject({ total_clients: 3, total_balance: '299.49' });
      expect(staff.body.data.statuses.map((tile) => tile.count)).toEqual([0, 1, 0, 1, 1]);
      const onboarded = await list('?sources[]=self_onboarding&statuses[]=active');
      expect(onboarded.body.data).toMatchObject({ total_clients: 1, total_balance: '1500.50' });
      expect(onboarded.body.data.statuses.map((tile) => tile.count)).toEqual([1, 0, 1, 0, 0]);
      expect((await list('?sources[]=self_onboarding&statuses[]=active')).body.pagination.total).toBe(1);
      expect((await list('?sources[]=staff&statuses[]=active&statuses[]=approved')).body.pagination.total).toBe(1);
      expect((await list('?sources[]=self_onboarding&statuses[]=rejected')).body.pagination.total).toBe(0);
      expect((await list('?sources[]=staff&sources[]=self_onboarding&statuses[]=pending')).body.pagination.total).toBe(1);
    } finally {
      await context.app.db.update(clients).set({ source: 'staff' }).where(moved);
    }
  });

  // Issue 15: the tiles follow the search as they follow the filters.
  it('counts the tiles over what a search matches: each status without the status filter, totals with it', async () => {
    const { body } = await list(`?table_search=${encodeURIComponent('محم')}`);
    expect(body.data).toMatchObject({ total_clients: 2, total_balance: '1500.50' });
    expect(body.data.statuses.map((tile) => tile.count)).toEqual([1, 0, 1, 0, 0]);
    const within = await list(`?table_search=${encodeURIComponent('محم')}&statuses[]=pending`);
    expect(within.body.data).toMatchObject({ total_clients: 1, total_balance: '0.00' });
    expect(within.body.data.statuses.map((tile) => tile.count)).toEqual([1, 0, 1, 0, 0]);
  });

  it('lists "my clients": only those the signed-in user created, with tiles to match', async () => {
    const { body } = await list('?mine=true');
    expect(body.data.clients.map((client) => client.name)).toEqual(['محمد أحمد علي']);
    expect(body.data).toMatchObject({ total_clients: 1, total_balance: '1500.50' });
    expect(body.pagination.total).toBe(1);
    expect(body.data.statuses.map((tile) => tile.count)).toEqual([0, 0, 1, 0, 0]);
    expect((await list('?mine=true', {}, adminHeaders)).body.data.clients).toEqual([]);
    expect((await list('?mine=false')).body.pagination.total).toBe(5);
  });

  it.each([
    ['name', 'asc', ['Ahmed 100%_done', 'فاطمة محمود حسن', 'محمد أحمد علي', 'مصطفى كامل', 'منى سعيد']],
    ['balance', 'desc', ['محمد أحمد علي', 'مصطفى كامل', 'Ahmed 100%_done']],
    ['balance', 'asc', ['فاطمة محمود حسن', 'منى سعيد', 'Ahmed 100%_done', 'مصطفى كامل', 'محمد أحمد علي']],
    ['created_at', 'asc', ['محمد أحمد علي', 'فاطمة محمود حسن', 'مصطفى كامل', 'منى سعيد', 'Ahmed 100%_done']],
    ['created_at', 'desc', ['Ahmed 100%_done', 'منى سعيد', 'مصطفى كامل', 'فاطمة محمود حسن', 'محمد أحمد علي']],
  ])('sorts by %s %s', async (sort, direction, names) => {
    const { status, body } = await list(`?sort=${sort}&direction=${direction}`);
    expect(status).toBe(200);
    expect(body.data.clients.map((client) => client.name).slice(0, names.length)).toEqual(names);
  });

  it('sorts by the last update, newest first, unless told otherwise', async () => {
    const [oldest] = (await list('?sort=created_at&direction=asc')).body.data.clients;
    await context.app.db
      .update(clients)
      .set({ updatedAt: sql`now() + interval '1 minute'` })
      .where(sql`${clients.id} = ${oldest!.id as number}`);
    expect((await list()).body.data.clients[0]!.id).toBe(oldest!.id);
    expect((await list('?direction=asc')).body.data.clients.at(-1)!.id).toBe(oldest!.id);
  });

  it.each([
    ['sort=phone', 'sort', 'يجب أن تكون القيمة واحدة من: updated_at, created_at, name, balance'],
    ['direction=up', 'direction', 'يجب أن تكون القيمة واحدة من: asc, desc'],
    ['mine=maybe', 'mine', 'القيمة غير صالحة'],
  ])('rejects %s with a translated 422', async (query, field, message) => {
    const { status, body } = await list(`?${query}`);
    expect(status).toBe(422);
    expect(body).toEqual({ message: 'البيانات المدخلة غير صالحة', errors: { [field]: [message] } });
  });

  it('keeps the tiles equal to the rows through inserts, updates and deletes', async () => {
    const extra = await insertClient(context.app, { status: 'pending', balance: '10.00' });
    await context.app.db
      .update(clients)
      .set({ status: 'active', balance: '110.25' })
      .where(sql`${clients.id} = ${extra.id}`);
    await context.app.db
      .update(clients)
      .set({ balance: sql`${clients.balance} + 1` })
      .where(sql`${clients.status} = 'approved'`);
    const [actual] = (
      await context.app.db.execute<{ count: number; balance: string }>(
        sql`select count(*)::int as count, coalesce(sum(balance), 0)::numeric(18, 2)::text as balance from clients`,
      )
    ).rows;
    const { body } = await list();
    expect(body.data.total_clients).toBe(actual!.count);
    expect(body.data.total_balance).toBe(actual!.balance);
    expect(body.data.total_balance).toBe('1911.24');

    await context.app.db.delete(clients).where(sql`${clients.id} = ${extra.id}`);
    expect((await list()).body.data).toMatchObject({ total_clients: 5, total_balance: '1800.99' });
    const perStatus = await context.app.db.execute<{ status: string; n: number }>(
      sql`select s.status, sum(s.clients_count)::int - (select count(*)::int from clients c where c.status = s.status) as n from client_stats s group by s.status`,
    );
    expect(perStatus.rows.every((row) => row.n === 0)).toBe(true);
  });
});
