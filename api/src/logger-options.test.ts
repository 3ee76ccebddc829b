import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { startTestApp } from './test/test-app';

/**
 * Issue 20: signed file links and set-password/invitation links were written whole into the
 * access log; now the route pattern is, and the token never.
 */
describe('the access log and link tokens', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp({ name: 'pglite' }, { logLevel: 'info' }, { write: (line) => lines.push(line) }));
  });
  afterAll(async () => close());

  it.each([
    ['a client document link', (token: string) => `/api/files/${token}`, '/api/files/:token'],
    ['a limit-request document link', (token: string) => `/api/files/limit-requests/${token}`, '/api/files/limit-requests/:token'],
    ['an application file link', (token: string) => `/api/files/applications/${token}`, '/api/files/applications/:token'],
    ['a set-password or invitation link', (token: string) => `/api/password/set?token=${token}`, '/api/password/set?token=[redacted]'],
  ])('logs %s by its route, without the token', async (_name, link, logged) => {
    const token = `tok${randomBytes(16).toString('hex')}`;
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: link(token) });
    expect(response.statusCode).toBeLessThan(500);
    expect(lines.join('\n')).not.toContain(token);
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter(Boolean);
    expect(urls).toEqual([logged]);
  });

  it('still logs an ordinary path as it was asked for', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/clients/12?page=2' });
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter(Boolean);
    expect(urls).toEqual(['/api/clients/12?page=2']);
  });
});
