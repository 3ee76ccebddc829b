import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { clientForm } from '../test/client-form';
import { formReferenceOver, httpClient, loginOver, type HttpClient } from '../test/http-client';
import { PDF } from '../test/multipart';
import { buildServerBundle, startServer, type ServerProcess } from '../test/server-process';
import { createAgentIn, sessionIn } from '../test/staff-account';
import { throwAwayDatabase } from '../test/test-app';

const missing = ['TEST_DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
if (missing.length > 0) console.warn(`Skipping the two-process test: ${missing.join(' and ')} not set.`);

const LOGIN_LIMIT = 8;

/**
 * Two server processes on different ports with one PostgreSQL, one Redis and one file
 * folder, and a client that alternates between them with nothing in front.
 */
(missing.length > 0 ? describe.skip : describe)('two API processes sharing PostgreSQL, Redis and the file store', () => {
  jest.setTimeout(180_000);
  const keyPrefix = `test-two-processes-${randomBytes(6).toString('hex')}:`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'two-processes-'));
  let drop: () => Promise<void>;
  let servers: ServerProcess[] = [];
  let a: HttpClient;
  let b: HttpClient;
  let agent: { email: string; password: string };
  let databaseUrl: string;

  beforeAll(async () => {
    buildServerBundle();
    const database = await throwAwayDatabase();
    drop = database.drop;
    databaseUrl = database.url;
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_KEY_PREFIX: keyPrefix,
      DATA_DIR: dataDir,
      STATIC_ROOT: path.join(dataDir, 'no-portal'),
      LOGIN_MAX_ATTEMPTS_PER_IP: String(LOGIN_LIMIT),
      ACCOUNT_LOCK_THRESHOLD: '3',
    };
    // Together, on the empty database: the migration lock makes one wait for the other.
    servers = await Promise.all([startServer(env), startServer(env)]);
    [a, b] = servers.map((server) => httpClient(server.url)) as [HttpClient, HttpClient];
    agent = await createAgentIn(database.url);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await drop?.();
    const redis = new Redis(process.env.REDIS_URL!);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs in on one process and works on the other, files included', async () => {
    const token = await loginOver(a, agent.email, agent.password);
    const [onA, onB] = [httpClient(servers[0]!.url, token), httpClient(servers[1]!.url, token)];
    expect((await onB.get('/api/auth/me')).body.data.email).toBe(agent.email);

    const created = await onB.post('/api/clients/store', { form: clientForm(await formReferenceOver(onB)) });
    expect(created.status).toBe(201);
    const id = created.body.data.client.id;
    expect(readdirSync(path.join(dataDir, 'files'))).toHaveLength(1);

    expect((await onA.get(`/api/clients/${id}`)).status).toBe(200);
    const [document] = (await onA.get(`/api/clients/documents/${id}`)).body.data.documents;
    for (const server of [onA, onB]) {
      const file = await server.download(document.file_path);
      expect(file.status).toBe(200);
      expect(file.bytes.equals(PDF)).toBe(true);
    }
  });

  it('signs out on one process and the other, which kept the session in memory, refuses the token', async () => {
    const token = await loginOver(a, agent.email, agent.password);
    const [onA, onB] = [httpClient(servers[0]!.url, token), httpClient(servers[1]!.url, token)];
    for (let i = 0; i < 3; i += 1) expect((await onB.get('/api/auth/me')).status).toBe(200);
    expect((await onA.post('/api/auth/logout', {})).status).toBe(200);
    // The notice travels from PostgreSQL to B on B's own connection: milliseconds, not a request.
    const deadline = Date.now() + 2000;
    let status = (await onB.get('/api/auth/me')).status;
    while (status === 200 && Date.now() < deadline) status = (await onB.get('/api/auth/me')).status;
    expect(status).toBe(401);
  });

  it('ends another of my sessions on one process and the other, which kept it in memory, refuses it (issue 16)', async () => {
    // Written straight in: logging in here would spend the per-IP attempts the limit tests below count.
    const [mine, other] = [await sessionIn(databaseUrl, agent.email), await sessionIn(databaseUrl, agent.email)];
    const onA = httpClient(servers[0]!.url, mine);
    const otherOnB = httpClient(servers[1]!.url, other);
    for (let i = 0; i < 3; i += 1) expect((await otherOnB.get('/api/account/sessions')).status).toBe(200);
    const listed = (await onA.get('/api/account/sessions')).body.data as { id: number; current: boolean }[];
    const otherId = (await otherOnB.get('/api/account/sessions')).body.data.find((session: { current: boolean }) => session.current).id;
    expect(listed.map((session) => session.id)).toContain(otherId);
    expect((await onA.delete(`/api/account/sessions/${otherId}`)).status).toBe(200);
    const deadline = Date.now() + 2000;
    let status = (await otherOnB.get('/api/account/sessions')).status;
    while (status === 200 && Date.now() < deadline) status = (await otherOnB.get('/api/account/sessions')).status;
    expect(status).toBe(401);
    expect((await onA.get('/api/account/sessions')).status).toBe(200);
  });

  it('locks an unknown address after the threshold counted over both processes', async () => {
    const attempt = (server: HttpClient) =>
      server.post('/api/auth/login', { json: { email: 'ghost@test.example', password: 'Wrong-pass1!' } });
    const statuses = [];
    for (const server of [a, b, a, b, a]) statuses.push((await attempt(server)).status);
    // Three failures (A, B, A) lock it; the memory store would have counted two and one.
    expect(statuses).toEqual([422, 422, 422, 429, 429]);
  });

  it('counts the per-IP login limit over both processes, then refuses on both', async () => {
    const answers = [];
    for (let i = 0; answers.at(-1)?.status !== 429 && i < LOGIN_LIMIT * 2; i += 1) {
      const server = i % 2 === 0 ? a : b;
      answers.push(await server.post('/api/auth/login', { json: { email: `nobody${i}@test.example`, password: 'Wrong-pass1!' } }));
    }
    const remaining = answers.slice(0, -1).map((answer) => Number(answer.headers.get('x-ratelimit-remaining')));
    // Both processes report one shared countdown, ending at zero before the first refusal.
    expect(remaining.at(-1)).toBe(0);
    expect(remaining).toEqual(remaining.map((_, index) => remaining[0]! - index));
    expect(answers.slice(0, -1).every((answer) => answer.status === 422)).toBe(true);
    const rateLimited = { status: 429, message: 'Too many requests, try again later' };
    expect({ status: answers.at(-1)!.status, message: answers.at(-1)!.body.message }).toEqual(rateLimited);
    const other = answers.length % 2 === 0 ? a : b;
    const next = await other.post('/api/auth/login', { json: { email: agent.email, password: agent.password } });
    expect({ status: next.status, message: next.body.message }).toEqual(rateLimited);
  });
});
