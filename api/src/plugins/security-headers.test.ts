import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startTestApp } from '../test/test-app';

describe('security headers', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'remotes-'));
    const remotesFile = path.join(folder, 'remotes.json');
    writeFileSync(
      remotesFile,
      JSON.stringify({
        mfe_clients: 'https://cdn.example.com/clients/mf-manifest.json',
        mfe_account: '/remotes/mfe-account/mf-manifest.json',
      }),
    );
    ({ app, close } = await startTestApp({ name: 'pglite' }, { remotesFile }));
  });
  afterAll(() => close());

  it('sets the hardening headers on API answers, with no-store', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cache-control': 'no-store',
    });
  });

  it('allows scripts and fetches from the remote origins in remotes.json, and nothing else', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });
    const policy = String(response.headers['content-security-policy']);
    const directives = Object.fromEntries(policy.split(';').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]));
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self' https://cdn.example.com",
      'connect-src': "'self' https://cdn.example.com",
      'style-src': "'self' 'unsafe-inline'",
      'font-src': "'self' data:",
      'img-src': "'self' data: blob:",
      'frame-ancestors': "'none'",
    });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
