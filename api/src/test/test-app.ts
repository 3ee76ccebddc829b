import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config/config';
import type { LogDestination } from '../logger-options';

/** Where the API tests run: PGlite always, real PostgreSQL when TEST_DATABASE_URL is set. */
export interface Backend {
  name: 'pglite' | 'postgres';
}

export function backends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? [{ name: 'pglite' }, { name: 'postgres' }] : [{ name: 'pglite' }];
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    pgliteDir: 'memory://',
    seedDemo: false,
    logLevel: 'silent',
    // No portal builds unless a test provides them.
    staticRoot: path.join(tmpdir(), 'no-portal-here'),
    // Uploaded files go to a folder of this app's own, removed when it closes.
    filesDir: mkdtempSync(path.join(tmpdir(), 'api-files-')),
    // Mail goes to an outbox of this app's own, where a test reads the codes it sent.
    outboxDir: mkdtempSync(path.join(tmpdir(), 'api-outbox-')),
    // Issue 19: text messages too, where a test reads the status codes.
    smsOutboxDir: mkdtempSync(path.join(tmpdir(), 'api-sms-outbox-')),
    fileSigningSecret: randomBytes(32).toString('hex'),
    totpEncryptionKey: randomBytes(32),
    // The overload guard answers 503 while the event loop lags; it has its own test (overload.test.ts).
    // On a shared two-core CI machine a busy second would otherwise refuse an unrelated test's call.
    maxEventLoopDelayMs: 0,
    ...overrides,
  };
}

/** A throw-away database on the test server, dropped again by the returned function. */
export async function throwAwayDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export async function startTestApp(backend: Backend, overrides: Partial<Config> = {}, logDestination?: LogDestination) {
  const database = backend.name === 'postgres' ? await throwAwayDatabase() : undefined;
  const app = await buildApp(testConfig({ databaseUrl: database?.url, ...overrides }), { logDestination });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database?.drop();
      rmSync(app.config.filesDir, { recursive: true, force: true });
      rmSync(app.config.outboxDir, { recursive: true, force: true });
      rmSync(app.config.smsOutboxDir, { recursive: true, force: true });
    },
  };
}

/** One app (and database) per describe block, started once for all its tests. */
export function useTestApp(backend: Backend, overrides: Partial<Config> = {}): { app: FastifyInstance } {
  const context = {} as { app: FastifyInstance };
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const started = await startTestApp(backend, overrides);
    context.app = started.app;
    close = started.close;
  });
  afterAll(async () => close?.());
  return context;
}
