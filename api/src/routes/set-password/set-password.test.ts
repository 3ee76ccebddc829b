import { backends, useTestApp } from '../../test/test-app';

/** Issue 17: the public set-password link is limited per IP like the log-in, and says one thing for every bad token. */
describe.each(backends())('/api/password/set, signed out ($name)', (backend) => {
  const context = useTestApp(backend, { loginMaxAttemptsPerIp: 3 });

  const check = (token: string, remoteAddress: string) =>
    context.app.inject({ method: 'GET', url: `/api/password/set?token=${token}`, remoteAddress, headers: { 'accept-language': 'en' } });

  it('answers an unknown token with the one translated refusal, in both languages', async () => {
    const en = await check('unknown', '10.40.0.1');
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toBe(
      'This set-password link is not valid, has expired or was already used. Ask your administrator for a new one',
    );
    const ar = await context.app.inject({
      method: 'POST',
      url: '/api/password/set',
      remoteAddress: '10.40.0.2',
      payload: { token: 'x', new_password: 'Nile-Delta 2026', new_password_confirmation: 'Nile-Delta 2026' },
    });
    expect(ar.statusCode).toBe(422);
    expect(ar.json().message).toBe('رابط تعيين كلمة المرور غير صالح أو انتهت صلاحيته أو استُخدم من قبل. اطلب رابطًا جديدًا من مدير النظام');
  });

  it('limits the tries per IP address (429 past LOGIN_MAX_ATTEMPTS_PER_IP a minute)', async () => {
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await check(`guess-${index}`, '10.40.1.1')).statusCode);
    expect(statuses).toEqual([422, 422, 422, 429]);
    // Another address is not held up.
    expect((await check('guess', '10.40.1.2')).statusCode).toBe(422);
  });
});
