import { formReference, type FormReference } from '../../test/client-form';
import { signedIn } from '../../test/fixtures';
import { backends, useTestApp } from '../../test/test-app';

describe.each(backends())('the public form’s lists ($name)', (backend) => {
  const context = useTestApp(backend);
  let reference: FormReference;
  let staffHeaders: Record<string, string>;
  const get = (url: string, headers: Record<string, string> = {}) => context.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    reference = await formReference(context.app);
    staffHeaders = (await signedIn(context.app)).headers;
  });

  it('GET /api/client-self-create-meta: the staff meta without a token, less the code preview', async () => {
    const response = await get('/api/client-self-create-meta', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const staff = (await get('/api/clients/meta', { ...staffHeaders, 'accept-language': 'en' })).json().data;
    const { code, ...withoutCode } = staff;
    expect(code).toMatch(/^CL-/);
    expect(data).toEqual(withoutCode);
    expect(data.employment_types).toContainEqual({ id: reference.freelanceId, name: 'Freelance' });
  });

  it('GET /api/self-onboarding-cities and -areas: the staff lists without a token', async () => {
    const { governorate, city } = reference.place;
    for (const [publicUrl, staffUrl] of [
      [`/api/self-onboarding-cities?governorate_id=${governorate}`, `/api/cities?governorate_id=${governorate}`],
      [`/api/self-onboarding-areas?city_id=${city}`, `/api/areas?city_id=${city}`],
    ] as const) {
      const response = await get(publicUrl);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual((await get(staffUrl, staffHeaders)).json());
      expect(Object.values(response.json().data)[0]).not.toHaveLength(0);
    }
  });

  it('refuses a missing or bad parent with 422', async () => {
    const missing = await get('/api/self-onboarding-cities', { 'accept-language': 'en' });
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({
      status: 422,
      body: { message: 'The given data was invalid', errors: { governorate_id: ['This field is required'] } },
    });
    expect((await get('/api/self-onboarding-areas?city_id=abc')).statusCode).toBe(422);
  });

  it('marks the four calls public in the OpenAPI document', async () => {
    const { paths } = (await get('/api/docs/json')).json();
    expect(paths['/api/client-self-create-meta'].get.security).toEqual([]);
    expect(paths['/api/self-onboarding-cities'].get.security).toEqual([]);
    expect(paths['/api/self-onboarding-areas'].get.security).toEqual([]);
    expect(paths['/api/client-self-store'].post.security).toEqual([]);
    expect(paths['/api/client-self-store'].post.requestBody.content['multipart/form-data'].schema.properties).toHaveProperty('consent');
  });
});
