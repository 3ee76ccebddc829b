import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { createStaff, insertClient, login, signedIn } from '../../test/fixtures';
import { actionIds, insertLimitRequest } from '../../test/limit-requests';
import { buildApp } from '../../app';
import { backends, startTestApp, testConfig } from '../../test/test-app';

type Staff = Awaited<ReturnType<typeof signedIn>>;

interface StreamEvent {
  event: string;
  data: string;
}

/** An open /api/notifications/stream read as fetch streaming reads it (the shell does the same). */
async function openStream(base: string, who: Staff, language = 'en') {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/notifications/stream`, {
    headers: { ...who.headers, 'accept-language': language },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: StreamEvent[] = [];
  let heartbeats = 0;
  let ended = false;
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let split: number;
      while ((split = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, split);
        buffer = buffer.slice(split + 2);
        if (block === ': heartbeat') heartbeats += 1;
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data });
      }
    }
    ended = true;
  })();
  /** Polls until `accept` holds (no fixed sleeps), failing after a few seconds. */
  async function until<T>(accept: () => T | undefined): Promise<T> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const found = accept();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`stream of ${who.user.email}: not yet; events so far ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return {
    response,
    events,
    until,
    heartbeats: () => heartbeats,
    ended: () => ended,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

describe.each(backends())('the notification stream, GET /api/notifications/stream ($name)', (backend) => {
  let app: FastifyInstance;
  let base: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const started = await startTestApp(backend);
    app = started.app;
    close = started.close;
    app.notifications.stopBackground();
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => close());

  it('is refused without a session', async () => {
    expect((await fetch(`${base}/api/notifications/stream`)).status).toBe(401);
  });

  it("delivers a person's notification to their streams only, then the read count", async () => {
    const [admin, reviewer, other] = [await signedIn(app, 'admin'), await signedIn(app, 'risk'), await signedIn(app, 'risk')];
    const mine = await openStream(base, reviewer);
    const theirs = await openStream(base, other);
    expect(mine.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(mine.response.headers.get('x-content-type-options')).toBe('nosniff');
    // First: the count, so the bell is right at once.
    expect(await mine.until(() => mine.events[0])).toEqual({ event: 'read', data: JSON.stringify({ unread_count: 0 }) });
    await theirs.until(() => theirs.events[0]);

    const ids = await actionIds(app);
    const client = await insertClient(app, { isSubmitted: true });
    const request = await insertLimitRequest(app, { clientId: client.id, createdBy: admin.user.id });
    const assigned = await app.inject({
      method: 'POST',
      url: `/api/limit-requests/${request.id}/action/${ids.assign_user}`,
      headers: admin.headers,
      payload: { user_id: reviewer.user.id },
    });
    expect(assigned.statusCode).toBe(200);

    const pushed = await mine.until(() => mine.events.find((event) => event.event === 'notification'));
    const data = JSON.parse(pushed.data);
    expect(data).toMatchObject({
      unread_count: 1,
      notification: {
        event: 'request_assigned',
        record: { type: 'limit_request', id: request.id, label: request.code },
        text: `Request ${request.code} was assigned to you by ${admin.user.name}`,
      },
    });

    // The other reviewer's next event is their own notification, never the first one.
    const second = await insertLimitRequest(app, { clientId: client.id, createdBy: admin.user.id });
    await app.inject({
      method: 'POST',
      url: `/api/limit-requests/${second.id}/action/${ids.assign_user}`,
      headers: admin.headers,
      payload: { user_id: other.user.id },
    });
    const theirNotifications = await theirs.until(() => {
      const pushed = theirs.events.filter((event) => event.event === 'notification');
      return pushed.length > 0 ? pushed : undefined;
    });
    expect(theirNotifications.map((event) => JSON.parse(event.data).notification.record.id)).toEqual([second.id]);

    // Marked read elsewhere (another tab): the stream hears the new count.
    const read = await app.inject({ method: 'POST', url: '/api/notifications/read', headers: reviewer.headers, payload: { all: true } });
    expect(read.json()).toEqual({ unread_count: 0 });
    expect(await mine.until(() => mine.events.slice(1).find((event) => event.event === 'read'))).toEqual({
      event: 'read',
      data: JSON.stringify({ unread_count: 0 }),
    });
    expect(mine.events.filter((event) => event.event === 'notification')).toHaveLength(1);
    await Promise.all([mine.close(), theirs.close()]);
    // A stream whose client went is forgotten.
    await mine.until(() => (app.notifications.hub.size === 0 ? true : undefined));
  });

  it('ends open streams when the server closes', async () => {
    const started = await startTestApp(backend);
    const other = started.app;
    const url = await other.listen({ host: '127.0.0.1', port: 0 });
    const stream = await openStream(url, await signedIn(other, 'agent'));
    await stream.until(() => stream.events[0]);
    await started.close();
    await stream.until(() => (stream.ended() ? true : undefined));
  });
});

describe.each(backends())('the notification stream when its session ends ($name)', (backend) => {
  it('ends at the next heartbeat once its session is signed out, while the same person’s other session streams on', async () => {
    const { app, close } = await startTestApp(backend, { notificationHeartbeatMs: 100 });
    try {
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      const user = await createStaff(app, 'agent');
      const sessionOf = async () => {
        const token = (await login(app, user.email)).json<{ data: { access_token: string } }>().data.access_token;
        return { user, token, headers: { authorization: `Bearer ${token}` } };
      };
      const [leaving, staying] = [await sessionOf(), await sessionOf()];
      const [ending, going] = [await openStream(base, leaving), await openStream(base, staying)];
      await ending.until(() => ending.events[0]);
      await going.until(() => going.events[0]);

      const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: leaving.headers });
      expect(logout.statusCode).toBe(200);
      await ending.until(() => (ending.ended() ? true : undefined));
      // Three more session checks later, the other session's stream is still open.
      const seen = going.heartbeats();
      await going.until(() => (going.heartbeats() >= seen + 3 ? true : undefined));
      expect(going.ended()).toBe(false);
      await going.close();
    } finally {
      await close();
    }
  });
});

/** Two API instances on one PostgreSQL database, each with its own pool and LISTEN connection. */
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('the notification stream across API processes (postgres)', () => {
  it('pushes a notification committed on one instance to a stream open on the other', async () => {
    const first = await startTestApp({ name: 'postgres' });
    const second = await buildApp(testConfig({ databaseUrl: first.app.config.databaseUrl }));
    try {
      await second.ready();
      first.app.notifications.stopBackground();
      second.notifications.stopBackground();
      const url = await second.listen({ host: '127.0.0.1', port: 0 });
      const [admin, reviewer] = [await signedIn(first.app, 'admin'), await signedIn(first.app, 'risk')];
      const stream = await openStream(url, reviewer);
      await stream.until(() => stream.events[0]);
      const ids = await actionIds(first.app);
      const client = await insertClient(first.app, { isSubmitted: true });
      const request = await insertLimitRequest(first.app, { clientId: client.id, createdBy: admin.user.id });
      const assigned = await first.app.inject({
        method: 'POST',
        url: `/api/limit-requests/${request.id}/action/${ids.assign_user}`,
        headers: admin.headers,
        payload: { user_id: reviewer.user.id },
      });
      expect(assigned.statusCode).toBe(200);
      const pushed = await stream.until(() => stream.events.find((event) => event.event === 'notification'));
      expect(JSON.parse(pushed.data).notification.record).toEqual({ type: 'limit_request', id: request.id, label: request.code });
      await stream.close();
    } finally {
      await second.close();
      rmSync(second.config.filesDir, { recursive: true, force: true });
      rmSync(second.config.outboxDir, { recursive: true, force: true });
      await first.close();
    }
  });
});
