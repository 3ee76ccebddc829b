import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { DependencyUnavailableError } from '../http/dependency-unavailable';
import { signedIn } from '../test/fixtures';
import { testConfig } from '../test/test-app';

describe('error handler', () => {
  let app: FastifyInstance;
  let headers: Record<string, string>;

  beforeAll(async () => {
    app = await buildApp(testConfig());
    app.get('/api/test/crash', { config: { public: true } }, async () => {
      throw new Error('connect ECONNREFUSED 10.1.2.3:5432 in /srv/app/secret.ts');
    });
    app.get('/api/test/teapot', { config: { public: true } }, async () => {
      throw Object.assign(new Error('internal detail'), { statusCode: 503 });
    });
    app.get('/api/test/redis-down', { config: { public: true } }, async () => {
      throw new DependencyUnavailableError('redis', new Error('connect ECONNREFUSED 10.1.2.3:6379'));
    });
    await app.ready();
    headers = (await signedIn(app)).headers;
  });
  afterAll(() => app.close());

  it('hides every detail of a 5xx', async () => {
    for (const url of ['/api/test/crash', '/api/test/teapot']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'حدث خطأ في الخادم، حاول مرة أخرى لاحقًا' });
      expect(response.body).not.toMatch(/ECONNREFUSED|secret|stack|internal detail/);
    }
    const english = await app.inject({ method: 'GET', url: '/api/test/crash', headers: { 'accept-language': 'en' } });
    expect(english.json()).toEqual({ message: 'Something went wrong on the server, try again later' });
  });

  it('answers an unavailable dependency 503 with Retry-After and no detail', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/redis-down', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.json()).toEqual({ message: 'The service is temporarily unavailable, try again shortly' });
    const arabic = await app.inject({ method: 'GET', url: '/api/test/redis-down' });
    expect(arabic.json()).toEqual({ message: 'الخدمة غير متاحة مؤقتًا، حاول مرة أخرى بعد قليل' });
  });

  it('answers unknown API paths 404 with a translated message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no/such/thing', headers: { ...headers, 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('words client errors raised by Fastify itself', async () => {
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1_100_000) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'حجم الطلب أكبر من المسموح' });

    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ message: 'نوع المحتوى غير مدعوم' });

    const badJson = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: 'طلب غير صالح' });
  });
});
