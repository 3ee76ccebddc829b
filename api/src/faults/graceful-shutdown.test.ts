import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { DEMO_PASSWORD, DEMO_STAFF } from '../seed/demo';
import { clientForm } from '../test/client-form';
import { formReferenceOver, httpClient, loginOver } from '../test/http-client';
import { buildServerBundle, startServer, type ServerProcess } from '../test/server-process';
import { createAgentIn } from '../test/staff-account';
import { backends, throwAwayDatabase } from '../test/test-app';

const BURST = 50;
const IN_FLIGHT = 8;
/** Acknowledgements before SIGTERM: the burst is in full swing, with requests in flight. */
const SIGNAL_AFTER = 12;

type Outcome =
  | { kind: 'created'; id: number; sentBeforeSignal: boolean; answeredAfterSignal: boolean }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'no answer'; reason: string };

interface Attempt {
  nationalId: string;
  outcome?: Outcome;
}

/** One create, without the test client's patience: a 503 or a reset is recorded, not retried. */
async function createOnce(url: string, token: string, form: ReturnType<typeof clientForm>, signalled: () => boolean): Promise<Outcome> {
  const sentBeforeSignal = !signalled();
  try {
    const response = await fetch(`${url}/api/clients/store`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...form.headers },
      body: form.payload,
    });
    const body = (await response.json()) as { message: string; data: { client: { id: number } } };
    if (response.status === 201) return { kind: 'created', id: body.data.client.id, sentBeforeSignal, answeredAfterSignal: signalled() };
    return { kind: 'refused', status: response.status, message: body.message };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { kind: 'no answer', reason: cause?.code ?? cause?.message ?? String(error) };
  }
}

const backendsHere = backends();
if (backendsHere.length === 1) console.warn('TEST_DATABASE_URL is not set: the shutdown test runs on PGlite only.');

/**
 * Issue 20: SIGTERM in the middle of a burst of client creations (each with a document). The
 * server finishes what it was doing and exits 0; every 201 is in the database with its address,
 * history and file; every other attempt failed cleanly (503 or no connection) and left nothing.
 */
describe.each(backendsHere)('graceful shutdown under SIGTERM ($name)', (backend) => {
  jest.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-'));
  const filesDir = path.join(dataDir, 'files');
  let env: Record<string, string>;
  let drop: (() => Promise<void>) | undefined;
  let server: ServerProcess | undefined;
  let exitCode: number | null | undefined;

  beforeAll(async () => {
    buildServerBundle();
    env = {
      DATA_DIR: dataDir,
      STATIC_ROOT: path.join(dataDir, 'no-portal'),
      LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
      SHUTDOWN_GRACE_MS: '60000',
    };
    if (backend.name === 'postgres') {
      const database = await throwAwayDatabase();
      drop = database.drop;
      env.DATABASE_URL = database.url;
    }
    server = await startServer(env);
  });

  afterAll(async () => {
    if (exitCode === undefined) await server?.kill();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the requests in flight, exits 0, and keeps exactly what it acknowledged', async () => {
    const account = env.DATABASE_URL ? await createAgentIn(env.DATABASE_URL) : { email: DEMO_STAFF[0]!.email, password: DEMO_PASSWORD };
    const token = await loginOver(httpClient(server!.url), account.email, account.password);
    const reference = await formReferenceOver(httpClient(server!.url, token));
    const forms = Array.from({ length: BURST }, () => clientForm(reference));
    const attempts: Attempt[] = forms.map((form) => ({
      nationalId: /name="national_id"\r\n\r\n(\d{14})/.exec(form.payload.toString())![1]!,
    }));

    let next = 0;
    let acknowledged = 0;
    let stopping: Promise<number | null> | undefined;
    const worker = async () => {
      while (next < BURST) {
        const index = next++;
        const outcome = await createOnce(server!.url, token, forms[index]!, () => stopping !== undefined);
        attempts[index]!.outcome = outcome;
        if (outcome.kind === 'created' && ++acknowledged === SIGNAL_AFTER) stopping = server!.stop();
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    exitCode = await stopping;

    const outcomes = attempts.map((attempt) => attempt.outcome!);
    expect(exitCode).toBe(0);
    expect(server!.logs.some((line) => line.includes('shut down cleanly'))).toBe(true);
    // Requests sent before the signal were answered after it: the server waited for them.
    expect(outcomes.some((outcome) => outcome.kind === 'created' && outcome.sentBeforeSignal && outcome.answeredAfterSignal)).toBe(true);
    // Every attempt was created, refused with the translated 503, or never reached a server.
    for (const outcome of outcomes) {
      if (outcome.kind === 'refused')
        expect(outcome).toEqual({ kind: 'refused', status: 503, message: 'The server is restarting, try again in a moment' });
    }
    expect(outcomes.filter((outcome) => outcome.kind !== 'created').length).toBeGreaterThan(0);

    // Reopen the database the server left (PGlite flushed by the worker's clean stop).
    const handle = await openDatabase(loadConfig({ ...env }), () => undefined);
    try {
      const ids = attempts.map((attempt) => attempt.nationalId);
      const { rows } = await handle.db.execute<{
        national_id: string;
        id: number;
        addresses: number;
        events: number;
        documents: number;
      }>(sql`
        select c.national_id, c.id::int as id,
          (select count(*)::int from client_addresses a where a.client_id = c.id) as addresses,
          (select count(*)::int from client_events e where e.client_id = c.id) as events,
          (select count(*)::int from client_documents d where d.client_id = c.id) as documents
        from clients c where c.national_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`);
      const stored = new Map(rows.map((row) => [row.national_id, row]));
      for (const attempt of attempts) {
        const row = stored.get(attempt.nationalId);
        if (attempt.outcome!.kind === 'created') {
          expect(row?.id).toBe(attempt.outcome!.id);
          expect(row!.addresses).toBeGreaterThan(0);
          expect(row!.events).toBeGreaterThan(0);
          expect(row!.documents).toBe(1);
        } else expect({ nationalId: attempt.nationalId, row }).toEqual({ nationalId: attempt.nationalId, row: undefined });
      }
      // One file per stored document, none left by a create that did not commit.
      const { rows: keys } = await handle.db.execute<{ storage_key: string }>(sql`select storage_key from client_documents`);
      expect(readdirSync(filesDir).sort()).toEqual(keys.map((key) => key.storage_key).sort());
    } finally {
      await handle.close();
    }
  });
});
