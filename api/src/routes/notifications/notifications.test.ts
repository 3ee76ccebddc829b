import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  limitRequests,
  mailQueue,
  notifications,
  rejectReasons,
  users,
  type LimitRequestActionKey,
  type NewLimitRequest,
} from '../../db/schema';
import { formReference } from '../../test/client-form';
import { insertClient, signedIn } from '../../test/fixtures';
import { actionIds, insertLimitRequest } from '../../test/limit-requests';
import { applicationForm, apply } from '../../test/self-onboarding';
import { backends, useTestApp } from '../../test/test-app';

type Staff = Awaited<ReturnType<typeof signedIn>>;

describe.each(backends())('notifications, /api/notifications ($name)', (backend) => {
  const context = useTestApp(backend);
  let app: FastifyInstance;
  let ids: Record<LimitRequestActionKey, number>;
  let creator: Staff;
  let risk: Staff;
  let admin: Staff;
  let reasonId: number;

  beforeAll(async () => {
    app = context.app;
    // The tests read the queue as notify() leaves it; the worker would send and mark the rows.
    app.notifications.stopBackground();
    ids = await actionIds(app);
    [creator, risk, admin] = [await signedIn(app), await signedIn(app, 'risk'), await signedIn(app, 'admin')];
    reasonId = (await app.db.select().from(rejectReasons).orderBy(asc(rejectReasons.id)).limit(1))[0]!.id;
  });

  async function requestIn(values: Partial<NewLimitRequest> = {}) {
    const client = await insertClient(app, { isSubmitted: true, balance: '100.00' });
    return insertLimitRequest(app, { clientId: client.id, createdBy: creator.user.id, ...values });
  }
  const act = (who: Staff, id: number, action: LimitRequestActionKey, payload?: object) =>
    app.inject({
      method: 'POST',
      url: `/api/limit-requests/${id}/action/${ids[action]}`,
      headers: { ...who.headers, 'accept-language': 'en' },
      ...(payload && { payload }),
    });
  /** The notifications of one record, as stored: who was told of what. */
  const toldOf = async (recordId: number) =>
    (
      await app.db
        .select({ userId: notifications.userId, event: notifications.event, actorId: notifications.actorId })
        .from(notifications)
        .where(eq(notifications.recordId, recordId))
        .orderBy(asc(notifications.id))
    ).map(({ userId, event, actorId }) => ({ userId, event, actorId }));
  const list = (who: Staff, query = '', language = 'en') =>
    app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: { ...who.headers, 'accept-language': language } });

  it('tells the assignee of an assignment, with the sentence in the reader language, and not the admin who assigned', async () => {
    const request = await requestIn();
    expect((await act(admin, request.id, 'assign_user', { user_id: risk.user.id })).statusCode).toBe(200);
    expect(await toldOf(request.id)).toEqual([{ userId: risk.user.id, event: 'request_assigned', actorId: admin.user.id }]);
    const english = (await list(risk)).json();
    expect(english.data[0]).toMatchObject({
      event: 'request_assigned',
      read_at: null,
      record: { type: 'limit_request', id: request.id, label: request.code },
      actor: { id: admin.user.id, name: admin.user.name },
      text: `Request ${request.code} was assigned to you by ${admin.user.name}`,
    });
    const arabic = (await list(risk, '', 'ar')).json();
    expect(arabic.data[0].text).toBe(`أُسند إليك الطلب ${request.code} بواسطة ${admin.user.name}`);
    // Nothing for the admin's own action; nothing in a bell for anyone else.
    expect((await list(admin)).json().data).toEqual([]);
  });

  it('tells the creator of a final approval and of a rejection, never the reviewer who decided', async () => {
    const toApprove = await requestIn({ requestStatus: 'under_review', assignedTo: risk.user.id });
    expect((await act(risk, toApprove.id, 'approve', { approved_limit: '18000.00' })).statusCode).toBe(200);
    expect(await toldOf(toApprove.id)).toEqual([{ userId: creator.user.id, event: 'request_approved', actorId: risk.user.id }]);
    const approvedText = (await list(creator)).json().data.find((n: { record: { id: number } }) => n.record.id === toApprove.id).text;
    expect(approvedText).toBe(`Request ${toApprove.code} was approved by ${risk.user.name}`);

    // Four eyes (25 % below the requested amount): no one is told until the second reviewer confirms.
    const twoReviewers = await requestIn({ requestStatus: 'under_review', assignedTo: risk.user.id });
    expect((await act(risk, twoReviewers.id, 'approve', { approved_limit: '15000.00' })).json().data.limit_request.request_status).toBe(
      'awaiting_confirmation',
    );
    expect(await toldOf(twoReviewers.id)).toEqual([]);
    const second = await signedIn(app, 'risk');
    expect((await act(second, twoReviewers.id, 'confirm_approval')).statusCode).toBe(200);
    expect(await toldOf(twoReviewers.id)).toEqual([{ userId: creator.user.id, event: 'request_approved', actorId: second.user.id }]);

    const toReject = await requestIn({ requestStatus: 'under_review', assignedTo: risk.user.id });
    expect((await act(risk, toReject.id, 'reject', { reason_id: reasonId })).statusCode).toBe(200);
    expect(await toldOf(toReject.id)).toEqual([{ userId: creator.user.id, event: 'request_rejected', actorId: risk.user.id }]);
  });

  it('writes nothing when the action fails (the notification is in its transaction)', async () => {
    const request = await requestIn({ requestStatus: 'under_review', assignedTo: risk.user.id });
    // Refused before the transaction: no reason.
    expect((await act(risk, request.id, 'reject', {})).statusCode).toBe(422);
    // Rolled back inside it: a close whose balance check fails after the transition would be written.
    await app.db.update(limitRequests).set({ version: 7 }).where(eq(limitRequests.id, request.id));
    const stale = await app.inject({
      method: 'POST',
      url: `/api/limit-requests/${request.id}/action/${ids.reject}`,
      headers: { ...risk.headers, 'if-match': '"0"' },
      payload: { reason_id: reasonId },
    });
    expect(stale.statusCode).toBe(409);
    expect(await toldOf(request.id)).toEqual([]);
  });

  it('rolls the notification back with a transaction that fails after it', async () => {
    const { notify, requestRecord } = await import('../../notifications/notify');
    const request = await requestIn();
    await expect(
      app.db.transaction(async (tx) => {
        await notify(tx, { event: 'request_closed', recipients: [creator.user.id], record: requestRecord(request.id), actorId: null });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await toldOf(request.id)).toEqual([]);
  });

  it('tells the creator and the assignee of a comment, not its author', async () => {
    const request = await requestIn({ requestStatus: 'under_review', assignedTo: risk.user.id });
    const comment = (who: Staff) =>
      app.inject({
        method: 'POST',
        url: `/api/limit-requests/${request.id}/comments`,
        headers: who.headers,
        payload: { comment: 'وثيقة ناقصة' },
      });
    expect((await comment(risk)).statusCode).toBe(201);
    expect(await toldOf(request.id)).toEqual([{ userId: creator.user.id, event: 'request_commented', actorId: risk.user.id }]);
    expect((await comment(admin)).statusCode).toBe(201);
    expect((await toldOf(request.id)).slice(1)).toEqual([
      { userId: creator.user.id, event: 'request_commented', actorId: admin.user.id },
      { userId: risk.user.id, event: 'request_commented', actorId: admin.user.id },
    ]);
  });

  it('tells every active agent of a self-onboarding application, and no one else', async () => {
    const inactive = await signedIn(app);
    await app.db.update(users).set({ active: false }).where(eq(users.id, inactive.user.id));
    const created = await apply(app, applicationForm(app, await formReference(app)));
    expect(created.status).toBe(201);
    const told = await app.db
      .select({ userId: notifications.userId, role: users.role, recordType: notifications.recordType, actorId: notifications.actorId })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(notifications.event, 'self_onboarding_application'));
    const agents = await app.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.role} = 'agent' and ${users.active}`);
    expect(told.map((row) => row.userId).sort()).toEqual(agents.map((agent) => agent.id).sort());
    expect(told.every((row) => row.role === 'agent' && row.recordType === 'client' && row.actorId === null)).toBe(true);
    expect(told.map((row) => row.userId)).not.toContain(inactive.user.id);
  });

  it('pages newest first, counts unread and marks read only my own', async () => {
    const reader = await signedIn(app, 'risk');
    const stranger = await signedIn(app, 'risk');
    const requests = [await requestIn(), await requestIn(), await requestIn()];
    for (const request of requests) await act(admin, request.id, 'assign_user', { user_id: reader.user.id });
    await act(admin, (await requestIn()).id, 'assign_user', { user_id: stranger.user.id });

    const first = (await list(reader, '?limit=2')).json();
    expect(first.data.map((n: { record: { id: number } }) => n.record.id)).toEqual([requests[2]!.id, requests[1]!.id]);
    expect(first.unread_count).toBe(3);
    const second = (await list(reader, `?limit=2&before=${first.next_before}`)).json();
    expect(second.data.map((n: { record: { id: number } }) => n.record.id)).toEqual([requests[0]!.id]);
    expect(second.next_before).toBeNull();

    const count = () => app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers: reader.headers });
    expect((await count()).json()).toEqual({ unread_count: 3 });
    const strangersId = (await list(stranger)).json().data[0].id as number;
    const read = await app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: reader.headers,
      payload: { ids: [first.data[0].id, strangersId] },
    });
    expect(read.json()).toEqual({ unread_count: 2 });
    // The stranger's stays unread; mine is read.
    expect((await list(stranger)).json().unread_count).toBe(1);
    expect((await list(reader, '?unread=true')).json().data).toHaveLength(2);
    const nothing = await app.inject({ method: 'POST', url: '/api/notifications/read', headers: reader.headers, payload: {} });
    expect(nothing.statusCode).toBe(422);
    const all = await app.inject({ method: 'POST', url: '/api/notifications/read', headers: reader.headers, payload: { all: true } });
    expect(all.json()).toEqual({ unread_count: 0 });
    expect((await list(reader)).json().data.every((n: { read_at: string | null }) => n.read_at !== null)).toBe(true);
  });

  describe('mail preferences, /api/account/notification-preferences', () => {
    const get = (who: Staff) => app.inject({ method: 'GET', url: '/api/account/notification-preferences', headers: who.headers });
    const put = (who: Staff, preferences: object[]) =>
      app.inject({
        method: 'PUT',
        url: '/api/account/notification-preferences',
        headers: { ...who.headers, 'accept-language': 'en' },
        payload: { preferences },
      });

    it("lists the events of one's role, all mailed by default", async () => {
      const events = async (who: Staff) => (await get(who)).json().preferences as { event: string; email: boolean }[];
      const agentEvents = await events(creator);
      expect(agentEvents.every((p) => p.email)).toBe(true);
      expect(agentEvents.map((p) => p.event)).toEqual([
        'request_approved',
        'request_rejected',
        'request_returned',
        'request_closed',
        'request_commented',
        'sla_breached',
        'self_onboarding_application',
        'document_received',
      ]);
      expect((await events(risk)).map((p) => p.event)).not.toContain('self_onboarding_application');
      expect(await events(admin)).toHaveLength(10);
    });

    it('saves a choice, and a turned-off event queues no mail while the bell still shows it', async () => {
      const reviewer = await signedIn(app, 'risk');
      const saved = await put(reviewer, [{ event: 'request_assigned', email: false }]);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().preferences).toContainEqual({ event: 'request_assigned', email: false });
      expect(saved.json().preferences).toContainEqual({ event: 'request_commented', email: true });
      const request = await requestIn();
      await act(admin, request.id, 'assign_user', { user_id: reviewer.user.id });
      const [told] = await app.db.select().from(notifications).where(eq(notifications.recordId, request.id));
      expect(told).toMatchObject({ userId: reviewer.user.id, event: 'request_assigned' });
      expect(await app.db.select().from(mailQueue).where(eq(mailQueue.notificationId, told!.id))).toEqual([]);

      // Turned back on: the next one is queued.
      await put(reviewer, [{ event: 'request_assigned', email: true }]);
      const next = await requestIn();
      await act(admin, next.id, 'assign_user', { user_id: reviewer.user.id });
      const [again] = await app.db.select().from(notifications).where(eq(notifications.recordId, next.id));
      expect(await app.db.select().from(mailQueue).where(eq(mailQueue.notificationId, again!.id))).toHaveLength(1);
    });

    it("refuses an event one's role does not receive (422 naming it)", async () => {
      const refused = await put(creator, [
        { event: 'request_closed', email: false },
        { event: 'request_assigned', email: false },
      ]);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ 'preferences.1.event': ['Your role does not receive this event'] });
      expect((await get(creator)).json().preferences).toContainEqual({ event: 'request_closed', email: true });
    });
  });
});
