import type { FastifyInstance } from 'fastify';
import { insertClient, signedIn } from '../test/fixtures';
import { actionIds, insertLimitRequest } from '../test/limit-requests';
import { startTestApp } from '../test/test-app';

/**
 * Issue 16: a multipart body with no boundary, cut short or with broken part headers answered
 * 500 and logged an error with a stack, also anonymously. Each is the sender's fault: a
 * translated 400, logged at warning level without a stack.
 */
const BOUNDARY = 'malformed-case-boundary';
const good = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="client_name"\r\n\r\nأحمد\r\n`;
const BROKEN: Record<string, { contentType: string; body: string }> = {
  'no boundary': { contentType: 'multipart/form-data', body: good },
  'an empty boundary': { contentType: 'multipart/form-data; boundary=', body: good },
  'a body cut short': { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: good.slice(0, -6) },
  'a body that ends before its closing boundary': { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: good },
  'broken part headers': {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition\r\n\x00\x01garbage without a blank line`,
  },
  'a prototype key as a field name': {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  },
  'a file cut short': {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="client_documents[0][files]"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 cut`,
  },
  'another boundary than announced': { contentType: 'multipart/form-data; boundary=other', body: `${good}--${BOUNDARY}--\r\n` },
};

/** Every multipart route: the anonymous public form, staff forms, edits and the upload action, on rows that reach the body. */
type Rows = { client: number; request: number; approved: number; uploadFile: number };
const ROUTES: { route: string; url: (rows: Rows) => string; staff: boolean }[] = [
  { route: 'POST /api/client-self-store', url: () => '/api/client-self-store', staff: false },
  { route: 'POST /api/clients/store', url: () => '/api/clients/store', staff: true },
  { route: 'POST /api/clients/update/{id}', url: (rows) => `/api/clients/update/${rows.client}`, staff: true },
  { route: 'POST /api/limit-requests/store', url: () => '/api/limit-requests/store', staff: true },
  { route: 'POST /api/limit-requests/update/{id}', url: (rows) => `/api/limit-requests/update/${rows.request}`, staff: true },
  {
    route: 'POST /api/limit-requests/{id}/action/{upload_file}',
    url: (rows) => `/api/limit-requests/${rows.approved}/action/${rows.uploadFile}`,
    staff: true,
  },
  { route: 'POST /api/password/change-request', url: () => '/api/password/change-request', staff: true },
];

describe('a malformed multipart body (issue 16)', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let rows: Rows;
  let address = 0;

  beforeAll(async () => {
    ({ app, close } = await startTestApp({ name: 'pglite' }, { logLevel: 'info' }, { write: (line) => lines.push(line) }));
    const client = await insertClient(app, { isSubmitted: true });
    const request = await insertLimitRequest(app, { clientId: client.id });
    const approved = await insertLimitRequest(app, {
      clientId: client.id,
      requestStatus: 'approved',
      decisionStatus: 'approved',
      approvedLimit: '15000.00',
    });
    rows = { client: client.id, request: request.id, approved: approved.id, uploadFile: (await actionIds(app)).upload_file };
  });
  afterAll(() => close());

  describe.each(Object.entries(BROKEN))('with %s', (_name, { contentType, body }) => {
    it.each(ROUTES)('answers $route with a translated 400, logged as a warning without a stack', async ({ url, staff }) => {
      // A fresh admin each time: the password routes count attempts per person.
      const headers = staff ? (await signedIn(app, 'admin')).headers : {};
      lines.length = 0;
      const send = (language: string) =>
        app.inject({
          method: 'POST',
          url: url(rows),
          payload: body,
          // If-Match: the edits' version check (issue 16) comes before the body is read otherwise.
          headers: { ...headers, 'content-type': contentType, 'accept-language': language, 'if-match': '"0"' },
          remoteAddress: `10.91.${(address += 1) >> 8}.${address & 255}`,
        });
      const arabic = await send('ar');
      const english = await send('en');
      expect([arabic.statusCode, english.statusCode]).toEqual([400, 400]);
      expect(arabic.json()).toEqual({ message: 'تعذّرت قراءة النموذج المرسل، أعد المحاولة' });
      expect(english.json()).toEqual({ message: 'The form sent could not be read; please try again' });
      const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { stack?: string } });
      expect(logged.filter((entry) => entry.level >= 50)).toEqual([]);
      const warnings = logged.filter((entry) => entry.level === 40);
      expect(warnings.map((entry) => entry.msg)).toEqual(['malformed multipart body', 'malformed multipart body']);
      expect(warnings.every((entry) => entry.err?.stack === undefined)).toBe(true);
    });
  });
});
