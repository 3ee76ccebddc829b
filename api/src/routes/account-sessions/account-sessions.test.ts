import { login, signedIn } from '../../test/fixtures';
import { backends, useTestApp } from '../../test/test-app';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(backends())('my sessions, /api/account/sessions ($name)', (backend) => {
  const context = useTestApp(backend);

  /** One person signed in twice: from a phone and from a desktop. */
  async function twoSessions() {
    const { app } = context;
    const first = await signedIn(app, 'agent');
    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: first.user.email, password: 'S3cure!pass' },
      headers: { 'user-agent': FIREFOX_WINDOWS },
      remoteAddress: '10.7.0.9',
    });
    const other = { authorization: `Bearer ${second.json().data.access_token as string}` };
    return { ...first, other };
  }

  const list = (headers: Record<string, string>) => context.app.inject({ method: 'GET', url: '/api/account/sessions', headers });

  it('lists my active sessions with browser, system, address and times, this one marked', async () => {
    const { app } = context;
    const user = (await signedIn(app, 'risk')).user;
    const phone = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'S3cure!pass' },
      headers: { 'user-agent': CHROME_ANDROID },
      remoteAddress: '10.7.0.5',
    });
    const headers = { authorization: `Bearer ${phone.json().data.access_token as string}` };
    const response = await list(headers);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { current: boolean; browser: string; system: string; ip: string; started_at: string }[];
    expect(data).toHaveLength(2);
    const current = data.find((session) => session.current)!;
    expect(current).toMatchObject({ browser: 'Chrome 131', system: 'Android 14', ip: '10.7.0.5' });
    expect(Date.parse(current.started_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.filter((session) => session.current)).toHaveLength(1);
  });

  it("never lists another person's sessions or ended ones", async () => {
    const { headers, other } = await twoSessions();
    const stranger = await signedIn(context.app, 'agent');
    await context.app.inject({ method: 'POST', url: '/api/auth/logout', headers: other });
    const data = (await list(headers)).json().data as { id: number }[];
    expect(data).toHaveLength(1);
    const strangers = (await list(stranger.headers)).json().data as { id: number }[];
    expect(strangers.map((session) => session.id)).not.toContain(data[0]!.id);
  });

  it('ends another of my sessions: its next request is refused, even though it was just used', async () => {
    const { headers, other } = await twoSessions();
    // Used once, so this process holds it in its session cache (decision 0005).
    expect((await list(other)).statusCode).toBe(200);
    const otherId = ((await list(headers)).json().data as { id: number; current: boolean }[]).find((session) => !session.current)!.id;
    const ended = await context.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${otherId}`,
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ message: 'Session ended' });
    expect((await list(other)).statusCode).toBe(401);
    expect((await list(headers)).statusCode).toBe(200);
    // Ended already: nothing left to end.
    expect((await context.app.inject({ method: 'DELETE', url: `/api/account/sessions/${otherId}`, headers })).statusCode).toBe(404);
  });

  it("answers 404 for someone else's session, which goes on working", async () => {
    const mine = await signedIn(context.app, 'admin');
    const { other } = await twoSessions();
    const theirs = ((await list(other)).json().data as { id: number; current: boolean }[]).find((session) => session.current)!.id;
    const response = await context.app.inject({ method: 'DELETE', url: `/api/account/sessions/${theirs}`, headers: mine.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'العنصر المطلوب غير موجود' });
    expect((await list(other)).statusCode).toBe(200);
  });

  it('refuses to end the current session from the list (logging out does that)', async () => {
    const { headers } = await twoSessions();
    const current = ((await list(headers)).json().data as { id: number; current: boolean }[]).find((session) => session.current)!.id;
    const response = await context.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${current}`,
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This session cannot be ended here; use log out' });
    expect((await list(headers)).statusCode).toBe(200);
  });

  it('ends all my other sessions and keeps this one', async () => {
    const { user, headers, other } = await twoSessions();
    const third = { authorization: `Bearer ${(await login(context.app, user.email)).json().data.access_token as string}` };
    expect((await list(third)).statusCode).toBe(200);
    const response = await context.app.inject({ method: 'POST', url: '/api/account/sessions/end-others', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'تم إنهاء الجلسات الأخرى (٢)', data: { ended: 2 } });
    expect((await list(other)).statusCode).toBe(401);
    expect((await list(third)).statusCode).toBe(401);
    expect((await list(headers)).json().data).toHaveLength(1);
  });
});
