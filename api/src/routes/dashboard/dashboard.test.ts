import { sql } from 'drizzle-orm';
import { cairoToday } from '../../dashboard/period';
import { insertRequests } from '../../test/limit-request-rows';
import { insertClient, signedIn } from '../../test/fixtures';
import { backends, useTestApp } from '../../test/test-app';

type Headers = Record<string, string>;

describe.each(backends())('GET /api/dashboard ($name)', (backend) => {
  const context = useTestApp(backend);
  let agent: { user: { id: number }; headers: Headers };
  let reviewer: { user: { id: number }; headers: Headers };
  let admin: { user: { id: number }; headers: Headers };

  beforeAll(async () => {
    agent = await signedIn(context.app, 'agent');
    reviewer = await signedIn(context.app, 'risk');
    admin = await signedIn(context.app, 'admin');
    const client = await insertClient(context.app, { createdBy: agent.user.id, status: 'active', isSubmitted: true, balance: '1500.50' });
    await insertRequests(context.app, client.id, [
      { status: 'new', decision: 'pending', createdHoursAgo: 2, createdBy: agent.user.id, requested: 20000 },
      { status: 'under_review', decision: 'pending', createdHoursAgo: 3, createdBy: agent.user.id, assignedTo: reviewer.user.id },
      // Decided inside the last 7 days: 10 h and 40 h from creation to decision.
      {
        status: 'approved',
        decision: 'approved',
        createdHoursAgo: 20,
        decidedHoursAgo: 10,
        createdBy: agent.user.id,
        assignedTo: reviewer.user.id,
        approvedBy: reviewer.user.id,
        requested: 12000,
        approved: 10000,
        pick: 1,
      },
      {
        status: 'rejected',
        decision: 'rejected',
        createdHoursAgo: 50,
        decidedHoursAgo: 10,
        createdBy: agent.user.id,
        assignedTo: reviewer.user.id,
      },
      // Decided in the 7 days before those: the previous period.
      {
        status: 'approved',
        decision: 'approved',
        createdHoursAgo: 24 * 10,
        decidedHoursAgo: 24 * 9,
        createdBy: agent.user.id,
        assignedTo: reviewer.user.id,
        approvedBy: reviewer.user.id,
        approved: 5000,
      },
    ]);
  });

  const dashboard = (query: string, headers: Headers, language = 'en') =>
    context.app.inject({ method: 'GET', url: `/api/dashboard${query}`, headers: { ...headers, 'accept-language': language } });

  it("gives an agent the company's figures and their own clients and requests", async () => {
    const response = await dashboard('?period=7d', agent.headers);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    const today = cairoToday(new Date());
    expect(data.period).toEqual({ from: expect.any(String), to: today, days: 7 });
    expect(data.bucket).toBe('day');
    expect(data.decisions_per_bucket).toHaveLength(7);
    // Open is "not closed, rejected or cancelled": an approval waiting for its contract is still work.
    expect(data.mine).toEqual({
      clients_count: 1,
      open_requests: 4,
      unassigned: null,
      decisions: null,
      approval_rate: null,
      median_decision_hours: null,
    });
    expect(data.reviewers).toEqual([]);
    expect(data.tiles.clients_count).toBeGreaterThanOrEqual(1);
    expect(data.tiles.open_requests).toBeGreaterThanOrEqual(4);
    const counted = await context.app.db.execute<{ open: number; awaiting: number }>(sql`
      select count(*) filter (where request_status not in ('closed', 'rejected', 'cancelled'))::int as open,
             count(*) filter (where request_status in ('under_review', 'awaiting_confirmation'))::int as awaiting from limit_requests`);
    expect({ open: data.tiles.open_requests, awaiting: data.tiles.awaiting_decision }).toEqual(counted.rows[0]);
  });

  it("gives a reviewer their queue, their decisions compared with the period before, and each reviewer's work", async () => {
    const data = (await dashboard('?period=7d', reviewer.headers)).json().data;
    // Assigned to them and not final: the one under review and the two approvals without a contract.
    expect(data.mine.open_requests).toBe(3);
    expect(data.mine.clients_count).toBeNull();
    expect(data.mine.decisions).toEqual({ current: 2, previous: 1 });
    expect(data.mine.approval_rate).toEqual({ current: 0.5, previous: 1 });
    // 10 h and 40 h: the median lies between, read from log-scale buckets (within 19 %).
    expect(data.mine.median_decision_hours.current).toBeGreaterThan(8);
    expect(data.mine.median_decision_hours.current).toBeLessThan(48);
    const me = data.reviewers.find((person: { id: number }) => person.id === reviewer.user.id);
    expect(me).toEqual({
      id: reviewer.user.id,
      name: expect.any(String),
      open_count: 3,
      median_decision_hours: data.mine.median_decision_hours.current,
    });
    const days = data.decisions_per_bucket.reduce(
      (sum: number, day: { approved: number; rejected: number }) => sum + day.approved + day.rejected,
      0,
    );
    expect(days).toBeGreaterThanOrEqual(2);
  });

  it("gives an admin the breakdowns with names in the reader's language and the rest grouped", async () => {
    const english = (await dashboard('?period=30d', admin.headers)).json().data;
    const arabic = (await dashboard('?period=30d', admin.headers, 'ar')).json().data;
    expect(english.by_merchant.length).toBeGreaterThan(0);
    expect(english.by_merchant.length).toBeLessThanOrEqual(11);
    const names = await context.app.db.execute<{ id: number; name_ar: string; name_en: string }>(
      sql`select id, name_ar, name_en from merchants`,
    );
    const first = english.by_merchant[0];
    const row = names.rows.find((merchant) => merchant.id === first.id)!;
    expect(first.name).toBe(row.name_en);
    expect(arabic.by_merchant[0].name).toBe(row.name_ar);
    expect(english.reviewers.some((person: { id: number }) => person.id === reviewer.user.id)).toBe(true);
    expect(english.amounts.requested).toMatch(/^\d+\.\d{2}$/);
  });

  it('charts decisions per week, Sunday first, over a long custom period', async () => {
    const data = (await dashboard('?period=custom&from=2026-01-01&to=2026-03-31', admin.headers)).json().data;
    expect(data.period).toEqual({ from: '2026-01-01', to: '2026-03-31', days: 90 });
    expect(data.bucket).toBe('week');
    expect(data.decisions_per_bucket[0].day).toBe('2025-12-28');
    expect(data.decisions_per_bucket.every((week: { day: string }) => new Date(`${week.day}T00:00:00Z`).getUTCDay() === 0)).toBe(true);
  });

  it('answers translated 422s for a bad period, and 401 without a token', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['?period=custom', { from: ['This field is required'], to: ['This field is required'] }],
      ['?period=custom&from=2026-02-30&to=2026-03-01', { from: ['Invalid value'] }],
      ['?period=custom&from=2026-03-02&to=2026-03-01', { to: ['The last day must not be before the first day'] }],
      ['?period=custom&from=2025-01-01&to=2026-01-02', { to: ['The period must not be longer than 366 days'] }],
      ['?period=7d&from=2026-01-01', { from: ['Give days only with a custom period'] }],
    ];
    for (const [query, errors] of cases) {
      const response = await dashboard(query, agent.headers);
      expect({ query, status: response.statusCode, errors: response.json().errors }).toEqual({ query, status: 422, errors });
    }
    const arabic = await dashboard('?period=custom&from=2026-03-02&to=2026-03-01', agent.headers, 'ar');
    expect(arabic.json().errors.to).toEqual(['يجب ألا يكون آخر يوم قبل أول يوم']);
    expect((await dashboard('?period=week', agent.headers)).statusCode).toBe(422);
    expect((await dashboard('', {})).statusCode).toBe(401);
  });
});
