import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, DEMO_STAFF } from '../seed/demo';
import { clientForm, type FormReference } from '../test/client-form';
import { formReferenceOver, httpClient, loginOver, type HttpClient } from '../test/http-client';
import { PDF } from '../test/multipart';
import { buildServerBundle, startServer, type ServerProcess } from '../test/server-process';
import { createAgentIn } from '../test/staff-account';
import { backends, throwAwayDatabase } from '../test/test-app';

const BURST = 40;
const IN_FLIGHT = 6;
/** Acknowledgements before the kill: late enough that the burst is in full swing. */
const KILL_AFTER = 10;

interface Attempt {
  nationalId: string;
  acknowledgedId?: number;
}

/** Creates clients with a document, IN_FLIGHT at a time, and kills the server mid-way. */
async function burstThenKill(http: HttpClient, reference: FormReference, server: ServerProcess): Promise<Attempt[]> {
  const forms = Array.from({ length: BURST }, () => clientForm(reference));
  const attempts: Attempt[] = forms.map((form) => ({
    nationalId: /name="national_id"\r\n\r\n(\d{14})/.exec(form.payload.toString())![1]!,
  }));
  let next = 0;
  let acknowledged = 0;
  let killing: Promise<void> | undefined;
  const worker = async () => {
    while (next < BURST && !killing) {
      const index = next++;
      const answer = await http.post('/api/clients/store', { form: forms[index]! }).catch(() => undefined);
      if (answer?.status === 201) {
        attempts[index]!.acknowledgedId = answer.body.data.client.id;
        acknowledged += 1;
        if (acknowledged === KILL_AFTER) killing = server.kill();
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await killing;
  return attempts;
}

const backendsHere = backends();
if (backendsHere.length === 1) console.warn('TEST_DATABASE_URL is not set: the crash test runs on PGlite only.');

/**
 * kill -9 during a burst of client creations with documents, then a restart on the same
 * data: what was acknowledged is there with its files, nothing is half-written, and no
 * file is left that no row references.
 */
describe.each(backendsHere)('crash safety under kill -9 ($name)', (backend) => {
  jest.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-'));
  const filesDir = path.join(dataDir, 'files');
  let env: Record<string, string>;
  let drop: (() => Promise<void>) | undefined;
  let account: { email: string; password: string };
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    buildServerBundle();
    env = { DATA_DIR: dataDir, STATIC_ROOT: path.join(dataDir, 'no-portal'), LOGIN_MAX_ATTEMPTS_PER_IP: '1000' };
    account = { email: DEMO_STAFF[0]!.email, password: DEMO_PASSWORD };
    if (backend.name === 'postgres') {
      const database = await throwAwayDatabase();
      drop = database.drop;
      env.DATABASE_URL = database.url;
    }
    server = await startServer(env);
    if (env.DATABASE_URL) account = await createAgentIn(env.DATABASE_URL);
  });

  afterAll(async () => {
    await server?.stop();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged client with its files, and only files that rows reference', async () => {
    const before = httpClient(server!.url, await loginOver(httpClient(server!.url), account.email, account.password));
    const attempts = await burstThenKill(before, await formReferenceOver(before), server!);
    expect(attempts.filter((attempt) => attempt.acknowledgedId).length).toBeGreaterThanOrEqual(KILL_AFTER);

    // A file left by an upload that never committed, from well before the restart.
    const planted = randomUUID();
    writeFileSync(path.join(filesDir, planted), '%PDF-1.7 orphan');
    utimesSync(path.join(filesDir, planted), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));

    server = await startServer(env);
    const http = httpClient(server.url, await loginOver(httpClient(server.url), account.email, account.password));
    let documents = 0;
    for (const attempt of attempts) {
      const rows: { id: number }[] = (await http.get(`/api/clients?table_search=${attempt.nationalId}`)).body.data.clients;
      if (attempt.acknowledgedId) expect(rows.map(({ id }) => id)).toEqual([attempt.acknowledgedId]);
      // Acknowledged or not, a client that exists has its document, readable through its link.
      for (const { id } of rows) {
        const [document, ...others] = (await http.get(`/api/clients/documents/${id}`)).body.data.documents;
        expect(others).toEqual([]);
        const file = await http.download(document.file_path);
        expect({ id, status: file.status, intact: file.bytes.equals(PDF) }).toEqual({ id, status: 200, intact: true });
        documents += 1;
      }
    }
    // Each document has its own key, so as many files as documents means no orphan.
    expect(readdirSync(filesDir)).not.toContain(planted);
    expect(readdirSync(filesDir)).toHaveLength(documents);
  });
});
