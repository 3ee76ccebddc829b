import { signedLinks } from '../../files/signed-links';
import { formReference, validFields } from '../../test/client-form';
import { signedIn } from '../../test/fixtures';
import { EML, multipart, PNG } from '../../test/multipart';
import { backends, useTestApp } from '../../test/test-app';

describe.each(backends())('GET /api/files/{token} ($name)', (backend) => {
  const context = useTestApp(backend);
  let paths: string[];

  beforeAll(async () => {
    const { headers } = await signedIn(context.app);
    const reference = await formReference(context.app);
    const form = multipart(
      validFields(reference, {
        'client_documents[0][files]': { name: 'صورة البطاقة.png', content: PNG, type: 'text/html' },
        'client_documents[1][document_type_id]': String(reference.documentTypeId),
        'client_documents[1][files]': { name: 'mail.eml', content: EML, type: 'text/html' },
      }),
    );
    const stored = await context.app.inject({
      method: 'POST',
      url: '/api/clients/store',
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
    const shown = await context.app.inject({ method: 'GET', url: `/api/clients/${stored.json().data.client.id}`, headers });
    paths = shown.json().data.client.client_files.map((file: { path: string }) => file.path);
  });

  const open = (url: string) => context.app.inject({ method: 'GET', url });

  it('serves an image inline without a bearer token, with its checked type and safe headers', async () => {
    const response = await open(paths[0]!);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': `inline; filename="____ _______.png"; filename*=UTF-8''${encodeURIComponent('صورة البطاقة.png')}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
    });
  });

  it('makes other types download', async () => {
    const response = await open(paths[1]!);
    expect(response.headers['content-type']).toBe('message/rfc822; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="mail.eml"/);
    expect(response.body).toBe(EML);
  });

  it('refuses a tampered link with 403 and an expired one with 410, translated', async () => {
    const tampered = paths[0]!.replace(/\/(\d+)\./, (_all, id: string) => `/${Number(id) + 1}.`);
    expect((await open(tampered)).json()).toEqual({ message: 'رابط الملف غير صالح' });
    expect((await open(tampered)).statusCode).toBe(403);
    const id = Number(/\/(\d+)\./.exec(paths[0]!)![1]);
    const expired = signedLinks(context.app.config.fileSigningSecret!, () => Date.now() - 3600_000).pathFor(id);
    const response = await context.app.inject({ method: 'GET', url: expired, headers: { 'accept-language': 'en' } });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 410,
      body: { message: 'The file link has expired; open the file from the client page again' },
    });
  });
});
