import { backends, useTestApp } from '../test/test-app';

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
}

describe.each(backends())('every protected route ($name)', (backend) => {
  // Issue 20: with a metrics token configured, /metrics is a protected route like the others (404 without one).
  const context = useTestApp(backend, { metricsToken: 'protected-routes-metrics-token-0123' });

  it('answers 401 {message} without a valid token', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
    const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !Array.isArray(operation.security) || operation.security.length > 0)
        .map(([method, _operation]) => ({ method: method.toUpperCase() as 'GET' | 'POST' | 'DELETE', url: path.replace(/\{\w+\}/g, '1') })),
    );
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/clients',
        'GET /api/clients/meta',
        'GET /api/clients/1',
        'GET /api/clients/documents/1',
        'GET /api/clients/submit/1',
        'GET /api/clients/export',
        'GET /api/clients/uniqueness',
        'POST /api/clients/store',
        'POST /api/clients/update/1',
        'GET /api/cities',
        'GET /api/areas',
        'GET /api/auth/me',
        'POST /api/auth/logout',
        'GET /api/account/sessions',
        'DELETE /api/account/sessions/1',
        'POST /api/account/sessions/end-others',
        'GET /api/limit-requests',
        'POST /api/limit-requests/1/action/1',
        'GET /api/limit-request/1/log',
        'GET /api/limit-requests/meta',
        'GET /api/limit-requests/edit-meta/1',
        'GET /api/limit-requests/show/1',
        'GET /api/limit-requests/export',
        'POST /api/limit-requests/store',
        'POST /api/limit-requests/update/1',
        'GET /api/merchants/1/branches',
      ]),
    );
    for (const route of routes) {
      for (const authorization of [undefined, 'Bearer forged-token']) {
        const response = await context.app.inject({ ...route, headers: authorization ? { authorization } : {} });
        expect({ route, status: response.statusCode, body: response.json() }).toEqual({
          route,
          status: 401,
          body: { message: 'يجب تسجيل الدخول أولًا' },
        });
      }
    }
  });

  it('leaves health, login and signed file links public', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // Reached without a token: the link's own signature is checked (403), not a session (401).
    expect((await context.app.inject({ method: 'GET', url: '/api/files/1.1.forged' })).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} })).statusCode).toBe(422);
  });

  it('answers unknown API paths 401 without a token, so they cannot be probed', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(401);
  });
});
