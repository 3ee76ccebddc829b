import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signedIn } from '../test/fixtures';
import { actionIds } from '../test/limit-requests';
import { startTestApp, useTestApp } from '../test/test-app';
import { ownedBy } from './owned-rows';
import { ROUTES, type RouteCall } from './route-table';

const LISTED_ORIGIN = 'https://apply.example.com';
const PUBLIC_FORM_ROUTES =
  /^(GET|POST|OPTIONS) \/api\/(client-self-create-meta|self-onboarding-cities|self-onboarding-areas|client-self-store|self-onboarding\/challenge|self-onboarding\/status(\/code|\/verify|\/document-requests\/:id)?)$/;

/** The hardening every answer carries, API or portal, success or error. */
function hardening(response: LightMyRequestResponse) {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return {
    hsts: response.headers['strict-transport-security'],
    nosniff: response.headers['x-content-type-options'],
    referrer: response.headers['referrer-policy'],
    framing: /(^|;\s*)frame-ancestors 'none'/.test(policy),
  };
}

/** 0 turns the overload refusal off: these tests are not about it, and a busy test loop trips it. */
const CALM = { maxEventLoopDelayMs: 0 };

const HARDENED = { hsts: 'max-age=31536000; includeSubDomains', nosniff: 'nosniff', referrer: 'no-referrer', framing: true };

describe('security headers on every route', () => {
  const remotesFile = path.join(mkdtempSync(path.join(tmpdir(), 'remotes-')), 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify({ mfe_clients: '/remotes/mfe-clients/mf-manifest.json' }));
  const context = useTestApp({ name: 'pglite' }, { ...CALM, remotesFile, publicOnboardingOrigins: [LISTED_ORIGIN] });

  async function answers(app: FastifyInstance, headers: Record<string, string>) {
    const actions = await actionIds(app);
    const owner = (await signedIn(app, 'admin')).user.id;
    const call: RouteCall = { app, owned: () => ownedBy(app, owner), actionId: (key) => actions[key] };
    const all: [string, LightMyRequestResponse][] = [];
    for (const [route, row] of Object.entries(ROUTES)) {
      // Logging out would end the session the other calls use.
      const session = route === 'POST /api/auth/logout' && headers.authorization ? (await signedIn(app, 'agent')).headers : headers;
      const options = await row.request(call);
      all.push([
        route,
        await app.inject({ ...options, headers: { ...(options.headers as Record<string, string>), ...session, origin: LISTED_ORIGIN } }),
      ]);
    }
    // Errors raised before any route runs: an unknown path, a parameter over the router's limit.
    all.push(['GET /api/nope (unknown path)', await app.inject({ method: 'GET', url: '/api/nope', headers })]);
    all.push([
      'GET /api/files/xxx… (over-long parameter)',
      await app.inject({ method: 'GET', url: `/api/files/${'x'.repeat(500)}`, headers }),
    ]);
    return all;
  }

  it.each([
    ['anonymous', false],
    ['staff', true],
  ])('hardens every answer, errors included, and never lets /api answers be stored (%s)', async (_who, staff) => {
    const { app } = context;
    const headers = staff ? (await signedIn(app, 'admin')).headers : {};
    for (const [route, response] of await answers(app, headers)) {
      expect({ route, status: response.statusCode, ...hardening(response), cache: response.headers['cache-control'] }).toEqual({
        route,
        status: response.statusCode,
        ...HARDENED,
        // The portal's entry files must be revalidated; API answers must not be kept at all.
        cache: route.includes(' /api') || route.endsWith(' /metrics') ? 'no-store' : 'no-cache',
      });
    }
  });

  it('opens CORS to the listed origin on the public form calls only', async () => {
    const { app } = context;
    for (const [route, response] of await answers(app, (await signedIn(app, 'admin')).headers)) {
      const expected = PUBLIC_FORM_ROUTES.test(route) ? LISTED_ORIGIN : undefined;
      expect({ route, cors: response.headers['access-control-allow-origin'] }).toEqual({ route, cors: expected });
    }
    const stranger = await app.inject({ method: 'GET', url: '/api/client-self-create-meta', headers: { origin: 'https://evil.example' } });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    expect(stranger.headers.vary).toMatch(/Origin/);
  });
});

describe('security headers on the portal files', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const staticRoot = mkdtempSync(path.join(tmpdir(), 'portal-'));
    for (const [name, content] of Object.entries({
      'shell/dist/index.html': '<!doctype html><title>shell</title>',
      'shell/dist/main.3f9a1c2b.js': 'void 0',
    })) {
      mkdirSync(path.dirname(path.join(staticRoot, name)), { recursive: true });
      writeFileSync(path.join(staticRoot, name), content);
    }
    ({ app, close } = await startTestApp({ name: 'pglite' }, { ...CALM, staticRoot }));
  });
  afterAll(() => close());

  it('hardens the page and keeps it fresh, and lets hashed assets be cached for good', async () => {
    const page = await app.inject({ method: 'GET', url: '/clients', headers: { accept: 'text/html' } });
    const asset = await app.inject({ method: 'GET', url: '/main.3f9a1c2b.js' });
    expect({ ...hardening(page), cache: page.headers['cache-control'] }).toEqual({ ...HARDENED, cache: 'no-cache' });
    expect({ ...hardening(asset), cache: asset.headers['cache-control'] }).toEqual({
      ...HARDENED,
      cache: 'public, max-age=31536000, immutable',
    });
  });
});
