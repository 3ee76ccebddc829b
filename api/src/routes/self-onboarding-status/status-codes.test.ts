import { eq } from 'drizzle-orm';
import { clients, statusCodes } from '../../db/schema';
import { verifyStatusCode } from '../../self-onboarding/status-codes';
import { insertApplicant } from '../../test/applicants';
import { askForCode, lastCode, statusSession, textsTo, verify } from '../../test/status-page';
import { backends, useTestApp } from '../../test/test-app';

describe.each(backends())('status codes (issue 19, $name)', (backend) => {
  const context = useTestApp(backend);
  beforeAll(() => context.app.sms.stopBackground());

  it('texts a code to a matching pair, in the application language, and answers a wrong pair the same', async () => {
    const { app } = context;
    const { client, reference } = await insertApplicant(app, { language: 'en' });
    const matched = await askForCode(app, reference.toLowerCase(), client.phone1);
    const unmatched = await askForCode(app, reference, '01559999999');
    const unknown = await askForCode(app, 'SO-AAAAA-AAAAA', client.phone1);
    for (const response of [matched, unmatched, unknown]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({
        message: 'إذا كان رقم الطلب ورقم الهاتف المحمول صحيحين فستصلك رسالة نصية برمز التحقق خلال دقائق',
      });
    }
    const texts = await textsTo(app, client.phone1);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(new RegExp(`^To: \\+20${client.phone1.slice(1)}\\n\\nYour code to check application ${reference}: \\d{6}\\.`));
    expect(await textsTo(app, '01559999999')).toEqual([]);
    // Only an HMAC of the code is kept.
    const code = await lastCode(app, client.phone1);
    const rows = await app.db.select().from(statusCodes);
    expect(rows.every((row) => !row.codeHash.includes(code) && row.codeHash.length === 64)).toBe(true);
  });

  it('opens a session with the right code, once; a wrong code and a wrong pair answer alike', async () => {
    const { app } = context;
    const { client, reference } = await insertApplicant(app);
    await askForCode(app, reference, client.phone1);
    await askForCode(app, reference, '01229999998');
    const wrong = await verify(app, reference, client.phone1, '000000x');
    const wrongPair = await verify(app, reference, '01229999998', '000000x');
    for (const response of [wrong, wrongPair]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'البيانات المدخلة غير صالحة',
        errors: { code: ['رمز التحقق غير صحيح، المحاولات المتبقية: 4'] },
      });
    }
    const code = await lastCode(app, client.phone1);
    const right = await verify(app, reference, `+20 ${client.phone1.slice(1)}`, code, 'en');
    expect(right.statusCode).toBe(200);
    const { token, expires_at: expiresAt } = right.json<{ data: { token: string; expires_at: string } }>().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    const again = await verify(app, reference, client.phone1, code, 'en');
    expect(again.json()).toEqual({
      message: 'The given data was invalid',
      errors: { code: ['The code has expired or was not sent yet; ask for a new one'] },
    });
  });

  it('takes five tries, then refuses even the right code until a new one is asked for', async () => {
    const { app } = context;
    const { client, reference } = await insertApplicant(app);
    await askForCode(app, reference, client.phone1);
    const code = await lastCode(app, client.phone1);
    const wrongCode = code === '111111' ? '222222' : '111111';
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push((await verify(app, reference, client.phone1, wrongCode, 'en')).json().errors.code[0]);
    expect(answers).toEqual([
      'The code is not right; tries left: 4',
      'The code is not right; tries left: 3',
      'The code is not right; tries left: 2',
      'The code is not right; tries left: 1',
      'Too many tries; ask for a new code',
    ]);
    expect((await verify(app, reference, client.phone1, code, 'en')).json().errors.code).toEqual(['Too many tries; ask for a new code']);
    // A new code replaces the old one and its tries.
    await askForCode(app, reference, client.phone1);
    const fresh = await lastCode(app, client.phone1);
    expect((await verify(app, reference, client.phone1, code === fresh ? wrongCode : code)).statusCode).toBe(422);
    expect((await verify(app, reference, client.phone1, fresh)).statusCode).toBe(200);
  });

  it('lets a code expire after ten minutes', async () => {
    const { app } = context;
    const { client, reference } = await insertApplicant(app);
    await askForCode(app, reference, client.phone1);
    const code = await lastCode(app, client.phone1);
    const later = new Date(Date.now() + 10 * 60_000 + 1000);
    await expect(verifyStatusCode(app, { reference, mobile: client.phone1, code }, later)).rejects.toMatchObject({
      statusCode: 422,
      fieldErrors: { code: [{ key: 'codeExpired' }] },
    });
  });

  it('limits codes per mobile number, counted whether or not the pair matches', async () => {
    const { app } = context;
    const { client, reference } = await insertApplicant(app);
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await askForCode(app, reference, client.phone1, 'en')).statusCode);
    const stranger = [];
    for (let index = 0; index < 4; index += 1) stranger.push((await askForCode(app, 'SO-BBBBB-BBBBB', '01009999997', 'en')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(stranger).toEqual([202, 202, 202, 429]);
    const refused = await askForCode(app, reference, client.phone1, 'en');
    expect(refused.json()).toEqual({ message: 'Too many codes were asked for this number; try again later' });
    expect(await textsTo(app, client.phone1)).toHaveLength(3);
  });

  it('shows the status to a session only, in the asked language', async () => {
    const { app } = context;
    const { client, reference, application } = await insertApplicant(app);
    const none = await app.inject({ method: 'GET', url: '/api/self-onboarding/status', headers: { 'accept-language': 'en' } });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Your status session has ended; enter the reference and mobile number again' });
    const forged = await app.inject({
      method: 'GET',
      url: '/api/self-onboarding/status',
      headers: { authorization: `Bearer ${'a'.repeat(43)}` },
    });
    expect(forged.statusCode).toBe(401);
    const headers = await statusSession(app, reference, client.phone1);
    const shown = await app.inject({ method: 'GET', url: '/api/self-onboarding/status', headers });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      data: { reference, status: 'received', submitted_at: application.createdAt.toISOString(), document_requests: [] },
    });
    await app.db.update(clients).set({ status: 'rejected' }).where(eq(clients.id, client.id));
    expect((await app.inject({ method: 'GET', url: '/api/self-onboarding/status', headers })).json().data.status).toBe('rejected');
  });
});
