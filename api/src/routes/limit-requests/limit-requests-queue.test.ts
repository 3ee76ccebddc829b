import { workingHoursBetween } from '@back-office/shared/rules/sla';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { limitRequestLogs, limitRequests, type NewLimitRequest } from '../../db/schema';
import { insertClient, signedIn } from '../../test/fixtures';
import { actionIds, insertLimitRequest } from '../../test/limit-requests';
import { backends, useTestApp } from '../../test/test-app';

type Staff = Awaited<ReturnType<typeof signedIn>>;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

/** A moment so far back that `hours` working hours (± one) have passed since, whatever today is. */
function workingHoursAgo(hours: number): Date {
  let at = Date.now();
  while (workingHoursBetween(at, Date.now()) < hours) at -= HOUR / 2;
  return new Date(at);
}

/** Issue 18: the reviewer's queue (views, counts, SLA) and "take the next one". */
describe.each(backends())("the reviewer's queue ($name)", (backend) => {
  const context = useTestApp(backend);
  let app: FastifyInstance;
  let agent: Staff;
  let risk: Staff;
  let otherRisk: Staff;
  let admin: Staff;
  let takeId: number;

  beforeAll(async () => {
    app = context.app;
    takeId = (await actionIds(app)).take;
    [agent, risk, otherRisk, admin] = [
      await signedIn(app),
      await signedIn(app, 'risk'),
      await signedIn(app, 'risk'),
      await signedIn(app, 'admin'),
    ];
  });

  // Each test starts from an empty queue: whatever earlier tests left open is closed.
  beforeEach(async () => {
    await app.db
      .update(limitRequests)
      .set({ requestStatus: 'cancelled' })
      .where(sql`request_status not in ('closed','rejected','cancelled')`);
  });

  async function requestIn(values: Partial<NewLimitRequest> = {}) {
    const client = await insertClient(app, { isSubmitted: true });
    return insertLimitRequest(app, { clientId: client.id, createdBy: agent.user.id, ...values });
  }
  async function queue(who: Staff, query = '', language = 'en') {
    const response = await app.inject({
      method: 'GET',
      url: `/api/limit-requests/queue${query}`,
      headers: { ...who.headers, 'accept-language': language },
    });
    return { status: response.statusCode, body: response.json() };
  }
  async function takeNext(who: Staff, language = 'en') {
    const response = await app.inject({
      method: 'POST',
      url: '/api/limit-requests/queue/take-next',
      headers: { ...who.headers, 'accept-language': language },
    });
    return { status: response.statusCode, body: response.json() };
  }
  const codesOf = (body: { data: { code: string }[] }) => body.data.map((row) => row.code);

  describe('views and counts', () => {
    it("lists each view oldest first with every tab's count", async () => {
      const old = await requestIn({ createdAt: ago(3 * 24 * HOUR) });
      const newer = await requestIn({ createdAt: ago(HOUR) });
      const mine = await requestIn({ requestStatus: 'under_review', assignedTo: risk.user.id, createdAt: ago(2 * HOUR) });
      const theirs = await requestIn({ requestStatus: 'awaiting_confirmation', assignedTo: otherRisk.user.id });
      await requestIn({ requestStatus: 'rejected', assignedTo: risk.user.id });
      await requestIn({ requestStatus: 'closed' });

      const unassigned = await queue(risk, '?view=unassigned');
      expect(unassigned.status).toBe(200);
      expect(codesOf(unassigned.body)).toEqual([old.code, newer.code]);
      expect(unassigned.body.counts).toEqual({ assigned_to_me: 1, unassigned: 2, all_open: 4, by_reviewer: null });
      expect(unassigned.body.reviewers).toBeNull();
      expect(unassigned.body.pagination).toEqual({ page: 1, items_per_page: 25, total: 2 });

      // The default view is the caller's own work.
      expect(codesOf((await queue(risk)).body)).toEqual([mine.code]);
      expect(codesOf((await queue(otherRisk, '?view=assigned_to_me')).body)).toEqual([theirs.code]);
      expect(codesOf((await queue(risk, '?view=all_open')).body)).toEqual([old.code, mine.code, newer.code, theirs.code]);
    });

    it('shows each row its client, creator, assignee, age and time in its stage', async () => {
      const stageEnteredAt = ago(5 * HOUR);
      const request = await requestIn({
        requestStatus: 'under_review',
        assignedTo: risk.user.id,
        createdAt: ago(50 * HOUR),
        stageEnteredAt,
      });
      const [row] = (await queue(risk, '?view=assigned_to_me')).body.data;
      expect(row).toMatchObject({
        id: request.id,
        code: request.code,
        request_status: 'under_review',
        requested_limit: '20000.00',
        creator: { id: agent.user.id },
        assignee: { id: risk.user.id },
        created_at: request.createdAt.toISOString(),
        stage_entered_at: stageEnteredAt.toISOString(),
        version: 0,
      });
      expect(row.client.id).toBe(request.clientId);
      expect(typeof row.merchant_name).toBe('string');
    });

    it("gives admins the by-reviewer view: every active reviewer's open work, filtered by one", async () => {
      const first = await requestIn({ requestStatus: 'under_review', assignedTo: risk.user.id });
      const second = await requestIn({ requestStatus: 'under_review', assignedTo: otherRisk.user.id });
      await requestIn();

      const everyone = await queue(admin, '?view=by_reviewer');
      expect(everyone.status).toBe(200);
      expect(codesOf(everyone.body)).toEqual([first.code, second.code]);
      expect(everyone.body.counts.by_reviewer).toBe(2);
      const loads = Object.fromEntries(everyone.body.reviewers.map((r: { id: number; open_count: number }) => [r.id, r.open_count]));
      expect(loads).toMatchObject({ [risk.user.id]: 1, [otherRisk.user.id]: 1 });
      expect(loads[admin.user.id]).toBeUndefined();

      const one = await queue(admin, `?view=by_reviewer&reviewer_id=${otherRisk.user.id}`);
      expect(codesOf(one.body)).toEqual([second.code]);
      expect(one.body.pagination.total).toBe(1);
    });

    it('pages through a view', async () => {
      const requests = [];
      for (let i = 0; i < 12; i += 1) requests.push(await requestIn({ createdAt: ago((20 - i) * HOUR) }));
      const second = await queue(risk, '?view=unassigned&items_per_page=10&page=2');
      expect(codesOf(second.body)).toEqual(requests.slice(10).map((request) => request.code));
      expect(second.body.pagination).toEqual({ page: 2, items_per_page: 10, total: 12 });
    });
  });

  describe('who may see it', () => {
    it('refuses agents the queue, risk users the by-reviewer view, and anyone signed out', async () => {
      expect((await queue(agent)).status).toBe(403);
      const refused = await queue(risk, '?view=by_reviewer', 'ar');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('ليس لديك صلاحية للقيام بهذا الإجراء');
      expect((await app.inject({ method: 'GET', url: '/api/limit-requests/queue' })).statusCode).toBe(401);
      expect((await queue(risk, '?view=somewhere')).status).toBe(422);
    });
  });

  describe('SLA marking', () => {
    it('marks a row on time, near its limit (past 75 %) or overdue, from the working hours in its stage', async () => {
      const onTime = await requestIn({ stageEnteredAt: ago(60_000) });
      const near = await requestIn({ stageEnteredAt: workingHoursAgo(20) });
      const overdue = await requestIn({ stageEnteredAt: ago(30 * 24 * HOUR) });
      const rows = (await queue(risk, '?view=unassigned')).body.data as {
        id: number;
        sla: { state: string; stage: string; limit_hours: number };
      }[];
      const slaOf = (id: number) => rows.find((row) => row.id === id)!.sla;
      expect(slaOf(onTime.id)).toMatchObject({ stage: 'waiting_for_assignment', limit_hours: 24, state: 'within' });
      expect(slaOf(near.id).state).toBe('near');
      expect(slaOf(overdue.id).state).toBe('breached');
    });
  });

  describe('take the next one', () => {
    it('assigns the oldest waiting request not created by the caller, puts it under review and logs the take', async () => {
      const own = await requestIn({ createdBy: risk.user.id, createdAt: ago(10 * HOUR) });
      const oldest = await requestIn({ createdAt: ago(5 * HOUR) });
      const later = await requestIn({ createdAt: ago(HOUR) });

      const taken = await takeNext(risk);
      expect(taken.status).toBe(200);
      expect(taken.body.data).toEqual({ id: oldest.id, code: oldest.code });
      const [stored] = await app.db.select().from(limitRequests).where(eq(limitRequests.id, oldest.id));
      expect(stored).toMatchObject({ requestStatus: 'under_review', assignedTo: risk.user.id, version: 1 });
      expect(stored!.stageEnteredAt.getTime()).toBeGreaterThan(oldest.stageEnteredAt.getTime());
      const logs = await app.db.select().from(limitRequestLogs).where(eq(limitRequestLogs.limitRequestId, oldest.id));
      expect(logs).toEqual([
        expect.objectContaining({
          event: 'action',
          actionId: takeId,
          actedBy: risk.user.id,
          assignedTo: risk.user.id,
          changes: [{ field: 'request_status', old: 'new', new: 'under_review' }],
        }),
      ]);

      expect((await takeNext(risk)).body.data.id).toBe(later.id);
      // Only their own is left: nothing waits for them, but it does for another reviewer.
      const none = await takeNext(risk, 'ar');
      expect(none.status).toBe(404);
      expect(none.body.message).toBe('لا توجد طلبات في انتظار المراجعة الآن');
      expect((await takeNext(otherRisk)).body.data.id).toBe(own.id);
    });

    it('is for risk reviewers only', async () => {
      await requestIn();
      expect((await takeNext(agent)).status).toBe(403);
      expect((await takeNext(admin)).status).toBe(403);
    });

    it('never hands one request to two reviewers clicking together, nor a reviewer their own', async () => {
      const waiting = [];
      for (let i = 0; i < 12; i += 1)
        waiting.push(await requestIn({ createdAt: ago((30 - i) * HOUR), createdBy: i % 4 === 0 ? risk.user.id : agent.user.id }));
      const clicks = Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? risk : otherRisk));
      const results = await Promise.all(clicks.map(async (who) => ({ who, ...(await takeNext(who)) })));

      const taken = results.filter((result) => result.status === 200);
      expect(results.every((result) => result.status === 200 || result.status === 404)).toBe(true);
      const ids = taken.map((result) => result.body.data.id as number);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(waiting.length);
      const stored = await app.db
        .select()
        .from(limitRequests)
        .where(
          inArray(
            limitRequests.id,
            waiting.map((request) => request.id),
          ),
        );
      for (const row of stored) {
        const takers = taken.filter((result) => result.body.data.id === row.id);
        expect(takers).toHaveLength(1);
        expect(row).toMatchObject({ requestStatus: 'under_review', assignedTo: takers[0]!.who.user.id, version: 1 });
        expect(row.assignedTo).not.toBe(row.createdBy);
      }
      const takes = await app.db
        .select()
        .from(limitRequestLogs)
        .where(and(inArray(limitRequestLogs.limitRequestId, ids), eq(limitRequestLogs.actionId, takeId)));
      expect(takes).toHaveLength(ids.length);
    });
  });
});
