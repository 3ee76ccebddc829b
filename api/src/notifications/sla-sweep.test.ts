import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications, users, type LimitRequestStatus } from '../db/schema';
import { insertClient, signedIn } from '../test/fixtures';
import { insertLimitRequest } from '../test/limit-requests';
import { backends, useTestApp } from '../test/test-app';
import { sweepSlaBreaches } from './sla-sweep';

type Staff = Awaited<ReturnType<typeof signedIn>>;

/** 24 working hours for every stage; Sunday 2026-11-01 is a working day in Cairo. */
const SETTINGS = {
  sla_hours: {
    waiting_for_assignment: 24,
    under_review: 24,
    awaiting_second_reviewer: 24,
    returned_to_agent: 24,
    approved_without_contract: 24,
  },
  public_holidays: [] as { date: string }[],
};
const ENTERED = new Date('2026-11-01T08:00:00Z');
const HOUR = 3_600_000;

describe.each(backends())('the SLA sweep ($name)', (backend) => {
  const context = useTestApp(backend);
  let app: FastifyInstance;
  let agent: Staff;
  let reviewer: Staff;

  beforeAll(async () => {
    app = context.app;
    app.notifications.stopBackground();
    [agent, reviewer] = [await signedIn(app), await signedIn(app, 'risk')];
  });

  async function requestIn(requestStatus: LimitRequestStatus, assignedTo: number | null = reviewer.user.id, stageEnteredAt = ENTERED) {
    const client = await insertClient(app, { isSubmitted: true });
    return insertLimitRequest(app, { clientId: client.id, createdBy: agent.user.id, requestStatus, assignedTo, stageEnteredAt });
  }
  const toldOf = async (recordId: number) =>
    (
      await app.db
        .select({ userId: notifications.userId, event: notifications.event, actorId: notifications.actorId })
        .from(notifications)
        .where(eq(notifications.recordId, recordId))
    )
      .map((row) => row.userId)
      .sort();

  it('tells the assignee once per stage entry when the stage passes its working hours, and not before', async () => {
    const request = await requestIn('under_review');
    // 23 calendar hours: within.
    expect(await sweepSlaBreaches(app.db, SETTINGS, new Date(ENTERED.getTime() + 23 * HOUR))).toBe(0);
    expect(await toldOf(request.id)).toEqual([]);
    // Three days on: breached, told once however often the sweep runs.
    const later = new Date(ENTERED.getTime() + 72 * HOUR);
    await sweepSlaBreaches(app.db, SETTINGS, later);
    await sweepSlaBreaches(app.db, SETTINGS, new Date(later.getTime() + HOUR));
    expect(await toldOf(request.id)).toEqual([reviewer.user.id]);
    const [told] = await app.db.select().from(notifications).where(eq(notifications.recordId, request.id));
    expect(told).toMatchObject({ event: 'sla_breached', actorId: null, recordLabel: request.code });
  });

  it('does not count the weekend: a stage entered on Thursday evening is within on Saturday', async () => {
    const thursday = new Date('2026-11-05T16:00:00Z');
    const request = await requestIn('under_review', reviewer.user.id, thursday);
    expect(await sweepSlaBreaches(app.db, SETTINGS, new Date('2026-11-07T20:00:00Z'))).toBe(0);
    expect(await toldOf(request.id)).toEqual([]);
  });

  it('tells every active risk reviewer of a request waiting for assignment, and the agent of one returned to them', async () => {
    const inactive = await signedIn(app, 'risk');
    await app.db.update(users).set({ active: false }).where(eq(users.id, inactive.user.id));
    const waiting = await requestIn('new', null);
    const returned = await requestIn('returned_to_agent');
    await sweepSlaBreaches(app.db, SETTINGS, new Date(ENTERED.getTime() + 96 * HOUR));
    const reviewers = await app.db.select({ id: users.id, role: users.role, active: users.active }).from(users);
    expect(await toldOf(waiting.id)).toEqual(
      reviewers
        .filter((user) => user.role === 'risk' && user.active)
        .map((user) => user.id)
        .sort(),
    );
    expect(await toldOf(returned.id)).toEqual([agent.user.id]);
  });

  // The embedded database has one connection, which the holding transaction keeps: only PostgreSQL can show the skip.
  (backend.name === 'postgres' ? it : it.skip)('is run by one process at a time: a sweep meeting another answers -1', async () => {
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('notifications_sla_sweep'))`);
      expect(await sweepSlaBreaches(app.db, SETTINGS, new Date())).toBe(-1);
    });
  });
});
