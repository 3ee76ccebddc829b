import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { idempotencyKeysRepository } from '../repositories/idempotency/idempotency-keys-repository';
import { formReference, validFields, type FormReference } from '../test/client-form';
import { insertClient, signedIn } from '../test/fixtures';
import { insertLimitRequest } from '../test/limit-requests';
import { multipart } from '../test/multipart';
import { apply, powField } from '../test/self-onboarding';
import { backends, testConfig, throwAwayDatabase, useTestApp } from '../test/test-app';

type Staff = Awaited<ReturnType<typeof signedIn>>;

const HOUR = 60 * 60 * 1000;
const count = async (app: FastifyInstance, table: string) =>
  Number((await app.db.execute<{ n: string }>(sql.raw(`select count(*) as n from ${table}`))).rows[0]!.n);

/** Issue 20 ("never twice"): Idempotency-Key on the creates. */
describe.each(backends())('Idempotency-Key ($name)', (backend) => {
  const context = useTestApp(backend);
  let app: FastifyInstance;
  let agent: Staff;
  let reference: FormReference;

  beforeAll(async () => {
    app = context.app;
    agent = await signedIn(app);
    reference = await formReference(app);
  });
  afterEach(() => {
    app.idempotencyClock.now = () => new Date();
  });

  /** Each call builds the multipart again, with a new random boundary, as a browser's retry does. */
  const storeClient = (fields: ReturnType<typeof validFields>, key?: string, who: Staff = agent) => {
    const form = multipart(fields);
    return app.inject({
      method: 'POST',
      url: '/api/clients/store',
      payload: form.payload,
      headers: { ...who.headers, ...form.headers, 'accept-language': 'en', ...(key ? { 'idempotency-key': key } : {}) },
    });
  };
  const newRequest = async () => {
    const client = await insertClient(app, { isSubmitted: true });
    return insertLimitRequest(app, { clientId: client.id, createdBy: agent.user.id, requestStatus: 'new' });
  };
  const comment = (id: number, text: string, key?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/limit-requests/${id}/comments`,
      headers: { ...agent.headers, 'accept-language': 'en', ...(key ? { 'idempotency-key': key } : {}) },
      payload: { comment: text },
    });
  const commentsOf = async (id: number) =>
    Number(
      (await app.db.execute<{ n: string }>(sql`select count(*) as n from limit_request_comments where limit_request_id = ${id}`)).rows[0]!
        .n,
    );

  it('creates one client for the same key and form sent twice, and answers the first answer again', async () => {
    const fields = validFields(reference);
    const key = randomUUID();
    const before = await count(app, 'clients');
    const first = await storeClient(fields, key);
    const second = await storeClient(fields, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await count(app, 'clients')).toBe(before + 1);
    const rows = await app.db.execute(sql`select status_code from idempotency_keys where key = ${key}`);
    expect(rows.rows).toEqual([{ status_code: 201 }]);
  });

  it('refuses the same key with another form (422, translated), creating nothing', async () => {
    const key = randomUUID();
    expect((await storeClient(validFields(reference), key)).statusCode).toBe(201);
    const before = await count(app, 'clients');
    const other = await storeClient(validFields(reference), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This idempotency key was used for another request; send a new request with a new key');
    expect(await count(app, 'clients')).toBe(before);
    const arabic = await app.inject({
      method: 'POST',
      url: `/api/limit-requests/${(await newRequest()).id}/comments`,
      headers: { ...agent.headers, 'accept-language': 'ar', 'idempotency-key': key },
      payload: { comment: 'x' },
    });
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().message).toBe('استُخدم مفتاح عدم التكرار هذا لطلب آخر؛ أرسل الطلب الجديد بمفتاح جديد');
  });

  it('gives the key back when the first attempt is refused, so the corrected form goes through', async () => {
    const key = randomUUID();
    const refused = await storeClient(validFields(reference, { home_address: '' }), key);
    expect(refused.statusCode).toBe(422);
    expect((await storeClient(validFields(reference), key)).statusCode).toBe(201);
  });

  it('keeps keys per person: another user may use the same key', async () => {
    const key = randomUUID();
    const other = await signedIn(app);
    expect((await storeClient(validFields(reference), key)).statusCode).toBe(201);
    const theirs = await storeClient(validFields(reference), key, other);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('adds one comment for the same key, however many times it is sent at once', async () => {
    const { id } = await newRequest();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => comment(id, 'once', key)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses).toContain(201);
    for (const status of statuses) expect([201, 409]).toContain(status);
    for (const answer of answers.filter((one) => one.statusCode === 409))
      expect(answer.json().message).toBe('The first request with this key is still being processed; try again in a moment');
    expect(await commentsOf(id)).toBe(1);
    const again = await comment(id, 'once', key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(answers.find((answer) => answer.statusCode === 201)!.json());
    expect(await commentsOf(id)).toBe(1);
  });

  it('runs every request without a key, as before', async () => {
    const { id } = await newRequest();
    await comment(id, 'one');
    await comment(id, 'one');
    expect(await commentsOf(id)).toBe(2);
  });

  it('answers 409 while the first attempt runs, and takes over one that died without an answer', async () => {
    const { id } = await newRequest();
    const key = randomUUID();
    const route = '/api/limit-requests/:id/comments';
    await idempotencyKeysRepository(app.db).claim(
      { scope: `staff:${agent.user.id}`, key },
      { method: 'POST', route, requestHash: null },
      new Date(),
    );
    const running = await comment(id, 'wait', key);
    expect(running.statusCode).toBe(409);
    // Named, so a client tells it from a stale version's 409.
    expect(running.json().errors).toEqual({
      'idempotency-key': ['The first request with this key is still being processed; try again in a moment'],
    });
    expect(await commentsOf(id)).toBe(0);
    app.idempotencyClock.now = () => new Date(Date.now() + 20 * 60 * 1000);
    expect((await comment(id, 'wait', key)).statusCode).toBe(201);
    expect(await commentsOf(id)).toBe(1);
  });

  it('forgets a key after 24 hours (injected clock), and deletes expired keys', async () => {
    const { id } = await newRequest();
    const key = randomUUID();
    expect((await comment(id, 'first', key)).statusCode).toBe(201);
    app.idempotencyClock.now = () => new Date(Date.now() + 23 * HOUR);
    expect((await comment(id, 'other', key)).statusCode).toBe(422);
    const later = Date.now() + 25 * HOUR;
    app.idempotencyClock.now = () => new Date(later);
    const reused = await comment(id, 'other', key);
    expect(reused.statusCode).toBe(201);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    expect(await commentsOf(id)).toBe(2);
    const expired = await app.db.execute(sql`select 1 from idempotency_keys where created_at < ${new Date(later - 24 * HOUR)}`);
    expect(expired.rows).toHaveLength(0);
  });

  it('documents the header and its answers on every create', async () => {
    const document = app.swagger() as unknown as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; responses: Record<string, unknown> }>>;
    };
    const creates = [
      '/api/clients/store',
      '/api/limit-requests/store',
      '/api/limit-requests/{id}/comments',
      '/api/limit-requests/{id}/action/{actionId}',
      '/api/client-self-store',
      '/api/self-onboarding/status/document-requests/{id}',
    ];
    for (const path of creates) {
      const operation = document.paths[path]!.post!;
      expect(operation.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]));
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['409', '422']));
    }
  });

  it('refuses a malformed key (422 naming the header)', async () => {
    const { id } = await newRequest();
    for (const key of ['with space', 'x'.repeat(201), 'كلمة']) {
      const answer = await comment(id, 'bad key', key);
      expect(answer.statusCode).toBe(422);
      expect(Object.keys(answer.json().errors)).toEqual(['idempotency-key']);
    }
    expect(await commentsOf(id)).toBe(0);
  });

  it('takes a public application retried with its key once (multipart, a new boundary each time)', async () => {
    const key = randomUUID();
    // The same fields, proof of work included: the embedded form keeps both with the draft.
    const fields = validFields(reference, { consent: '1', website: '', ...powField(app) });
    const before = await count(app, 'self_onboarding_applications');
    const headers = { 'idempotency-key': key, 'accept-language': 'en' };
    const first = await apply(app, multipart(fields), headers);
    const retry = await apply(app, multipart(fields), headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await count(app, 'self_onboarding_applications')).toBe(before + 1);
    const changed = await apply(app, multipart({ ...fields, home_address: 'شارع آخر' }), headers);
    expect(changed.status).toBe(422);
    expect(await count(app, 'self_onboarding_applications')).toBe(before + 1);
  });
});

/** Issue 20: two API instances on one PostgreSQL database share their keys. */
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('Idempotency-Key across two API instances (postgres)', () => {
  let apps: FastifyInstance[] = [];
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await throwAwayDatabase();
    drop = database.drop;
    // One after the other: the first migrates the empty database.
    for (let index = 0; index < 2; index += 1) {
      const instance = await buildApp(testConfig({ databaseUrl: database.url }));
      await instance.ready();
      apps.push(instance);
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((instance) => instance.close()));
    apps = [];
    await drop?.();
  });

  it('adds one comment when both instances get the same key at once', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const agent = await signedIn(a);
    const client = await insertClient(a, { isSubmitted: true });
    const { id } = await insertLimitRequest(a, { clientId: client.id, createdBy: agent.user.id, requestStatus: 'new' });
    const key = randomUUID();
    const send = (instance: FastifyInstance) =>
      instance.inject({
        method: 'POST',
        url: `/api/limit-requests/${id}/comments`,
        headers: { ...agent.headers, 'idempotency-key': key },
        payload: { comment: 'from both' },
      });
    const answers = await Promise.all([send(a), send(b), send(a), send(b)]);
    expect(answers.map((answer) => answer.statusCode)).toContain(201);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    const replay = await send(b);
    expect(replay.statusCode).toBe(201);
    const comments = await a.db.execute(sql`select id from limit_request_comments where limit_request_id = ${id}`);
    expect(comments.rows).toHaveLength(1);
  });
});
