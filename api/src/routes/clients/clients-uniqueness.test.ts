import { insertClient, signedIn } from '../../test/fixtures';
import { backends, useTestApp } from '../../test/test-app';

/** Issue 15: a duplicate national ID or mobile is reported as the field is left, as Save would report it. */
describe.each(backends())('GET /api/clients/uniqueness ($name)', (backend) => {
  const context = useTestApp(backend);
  let headers: Record<string, string>;
  let holderId: number;

  const check = async (query: string, language = 'ar', auth = true) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/clients/uniqueness?${query}`,
      headers: { ...(auth ? headers : {}), 'accept-language': language },
    });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    headers = (await signedIn(context.app)).headers;
    holderId = (await insertClient(context.app, { nationalId: '29001011234567', phone1: '01011111111', phone2: '01233333333' })).id;
  });

  it("reports a taken national ID and first mobile with Save's own messages", async () => {
    const { status, body } = await check('national_id=29001011234567&prime_mobile_number=01011111111', 'en');
    expect(status).toBe(200);
    expect(body).toEqual({
      data: { errors: { national_id: expect.any(String), prime_mobile_number: expect.any(String) } },
    });
    const save = await context.app.inject({
      method: 'POST',
      url: '/api/clients/store',
      headers: { ...headers, 'accept-language': 'en', 'content-type': 'multipart/form-data; boundary=x' },
      payload: [
        '--x\r\nContent-Disposition: form-data; name="national_id"\r\n\r\n29001011234567\r\n',
        '--x\r\nContent-Disposition: form-data; name="prime_mobile_number"\r\n\r\n01011111111\r\n',
        '--x--\r\n',
      ].join(''),
    });
    const saveErrors = save.json().errors;
    expect(body.data.errors.national_id).toBe(saveErrors.national_id[0]);
    expect(body.data.errors.prime_mobile_number).toBe(saveErrors.prime_mobile_number[0]);
  });

  it('answers in Arabic by default and checks one field alone', async () => {
    const arabic = await check('national_id=29001011234567');
    expect(Object.keys(arabic.body.data.errors)).toEqual(['national_id']);
    expect(arabic.body.data.errors.national_id).toMatch(/[\u0600-\u06FF]/);
    expect((await check('prime_mobile_number=01011111111')).body.data.errors).toEqual({ prime_mobile_number: expect.any(String) });
  });

  it('reports nothing for free values, the client being edited, the second mobile or a malformed value', async () => {
    for (const query of [
      'national_id=29001019999999&prime_mobile_number=01099999999',
      `national_id=29001011234567&prime_mobile_number=01011111111&except_id=${holderId}`,
      'second_mobile_number=01233333333',
      'national_id=2900101&prime_mobile_number=1011111111',
      '',
    ]) {
      expect(await check(query)).toEqual({ status: 200, body: { data: { errors: {} } } });
    }
  });

  it('refuses input beyond the contract with a translated 422, and answers 401 without a token', async () => {
    const tooLong = await check('national_id=290010112345678', 'en');
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toMatchObject({ message: 'The given data was invalid', errors: { national_id: [expect.any(String)] } });
    expect((await check('except_id=0')).status).toBe(422);
    expect((await check('national_id=29001011234567', 'ar', false)).status).toBe(401);
  });
});
