import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startTestApp } from '../test/test-app';

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
}

describe('static portal', () => {
  const staticRoot = mkdtempSync(path.join(tmpdir(), 'portal-'));
  const html = { accept: 'text/html,application/xhtml+xml' };
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    writeFiles(staticRoot, {
      'shell/dist/index.html': '<!doctype html><title>shell</title>',
      'shell/dist/main.3f9a1c2b.js': 'console.log("shell")',
      'shell/dist/assets/logo.svg': '<svg/>',
      'shell/dist/remotes.json': '{"mfe_clients":"/remotes/mfe-clients/mf-manifest.json"}',
      'mfe-clients/dist/mf-manifest.json': '{"name":"mfe_clients"}',
      'mfe-clients/dist/remoteEntry.js': 'var mfe_clients;',
      'mfe-clients/dist/475.0badc0de.js': 'chunk',
    });
    ({ app, close } = await startTestApp({ name: 'pglite' }, { staticRoot }));
  });
  afterAll(() => close());

  it('serves the shell page at / without caching it', async () => {
    const response = await get('/', html);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches content-hashed files for a year', async () => {
    const response = await get('/main.3f9a1c2b.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/logo.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('falls back to the shell page for client-side routes', async () => {
    const response = await get('/clients/12/edit', html);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('does not fall back for non-page requests, the API or the remotes', async () => {
    expect((await get('/clients/12', { accept: 'application/json' })).statusCode).toBe(404);
    const api = await get('/api/nothing-here', html);
    expect(api.statusCode).toBe(401);
    expect(api.json()).toEqual({ message: 'يجب تسجيل الدخول أولًا' });
    const missingRemoteFile = await get('/remotes/mfe-clients/missing/mf-manifest.json', html);
    expect(missingRemoteFile.statusCode).toBe(404);
    expect(missingRemoteFile.body).not.toContain('<title>shell</title>');
  });

  it('serves each remote build with CORS and entry files uncached', async () => {
    const manifest = await get('/remotes/mfe-clients/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'mfe_clients' });
    expect(manifest.headers).toMatchObject({ 'access-control-allow-origin': '*', 'cache-control': 'no-cache' });
    expect((await get('/remotes/mfe-clients/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/mfe-clients/475.0badc0de.js');
    expect(chunk.headers).toMatchObject({ 'access-control-allow-origin': '*', 'cache-control': 'public, max-age=31536000, immutable' });
  });

  it('skips a remote whose build is missing', async () => {
    expect((await get('/remotes/mfe-account/remoteEntry.js')).statusCode).toBe(404);
  });

  it("serves the shell's remotes.json, uncached", async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mfe_clients: '/remotes/mfe-clients/mf-manifest.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('static portal with REMOTES_FILE', () => {
  it("serves that file as /remotes.json instead of the shell's", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'remotes-file-'));
    const remotesFile = path.join(folder, 'production-remotes.json');
    writeFileSync(remotesFile, '{"mfe_clients":"https://cdn.example.com/mf-manifest.json"}');
    const { app, close } = await startTestApp({ name: 'pglite' }, { staticRoot: folder, remotesFile });
    try {
      const response = await app.inject({ method: 'GET', url: '/remotes.json' });
      expect(response.json()).toEqual({ mfe_clients: 'https://cdn.example.com/mf-manifest.json' });
      // No shell build here: nothing to fall back to.
      expect((await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    } finally {
      await close();
    }
  });
});
