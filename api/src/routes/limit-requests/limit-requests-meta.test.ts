import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../../paths';
import { insertFakeLimitRequests } from '../../seed/fake-limit-requests';
import { insertClient, signedIn } from '../../test/fixtures';
import { requestFields, requestReference, submittedClient } from '../../test/limit-request-form';
import { actionIds, insertLimitRequest } from '../../test/limit-requests';
import { multipart } from '../../test/multipart';
import { backends, useTestApp } from '../../test/test-app';

type Staff = Awaited<ReturnType<typeof signedIn>>;

const codeNumber = (code: string) => Number(/^LR-(\d+)$/.exec(code)![1]);

describe.each(backends())('limit request form metadata ($name)', (backend) => {
  const context = useTestApp(backend);
  let agent: Staff;
  let clientId: number;

  beforeAll(async () => {
    agent = await signedIn(context.app);
    clientId = await submittedClient(context.app, agent.headers);
  });

  const get = (url: string, language = 'en', headers: Record<string, string> = agent.headers) =>
    context.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': language } });
  const meta = (id: number | string = clientId, language = 'en') => get(`/api/limit-requests/meta?client_id=${id}`, language);

  describe('GET /api/limit-requests/meta', () => {
    it("sends the client, a fresh code and the form's options", async () => {
      const response = await meta();
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({ allowed_code: expect.stringMatching(/^LR-\d{6}$/), can_edit: true });
      expect(data.client).toMatchObject({
        id: clientId,
        name: 'محمد أحمد علي',
        employment_type: 'Private Sector Employee',
        is_submited: true,
      });
      expect(data.client.documents).toEqual([
        expect.objectContaining({ file_name: 'national-id.pdf', path: expect.stringMatching(/^\/api\/files\/\d+\./) }),
      ]);
      expect(data.merchants[0]).toEqual({ id: expect.any(Number), name: 'Nile Electronics' });
      expect(data.products[0]).toEqual({ id: expect.any(Number), name: 'Smartphones', merchant_id: data.merchants[0].id });
      expect(data.limit_request_types).toContainEqual({
        id: expect.any(Number),
        name: 'Private Sector Employee',
        employment_type_id: data.client.employment_type_id,
      });
      expect(data.relative_degree_types[0]).toEqual({ id: expect.any(Number), name: 'Father' });
      const types = Object.fromEntries(
        data.document_types.map((type: { name: string; kind: string; capture: string | null }) => [type.name, [type.kind, type.capture]]),
      );
      expect(types).toEqual({
        'Salary Certificate': ['general', null],
        'Bank Statement': ['general', null],
        'Utility Bill': ['general', null],
        'Other Document': ['general', null],
        'ID Card (Front)': ['verification', 'front_image'],
        'ID Card (Back)': ['verification', 'back_image'],
        Selfie: ['verification', 'selfie'],
        'Signed Contract': ['contract', null],
        'Promissory Note': ['contract', null],
      });
      expect((await meta(clientId, 'ar')).json().data.merchants[0].name).toBe('النيل للإلكترونيات');
    });

    // Issue 15, defect 8: opening the form used up a code (LR-000022 and 23 shown, the request saved as 24).
    it('previews the next code without taking it: visits leave no gap, the save takes the code', async () => {
      const reference = { ...(await requestReference(context.app)), clientId };
      const save = async (code: string) => {
        const form = multipart(requestFields(reference, code));
        const response = await context.app.inject({
          method: 'POST',
          url: '/api/limit-requests/store',
          payload: form.payload,
          headers: { ...agent.headers, ...form.headers },
        });
        expect(response.statusCode).toBe(201);
        return response.json().data.limit_request.code as string;
      };
      const [first, second] = [(await meta()).json().data.allowed_code, (await meta()).json().data.allowed_code];
      expect(second).toBe(first);
      expect(await save(first)).toBe(first);
      const next = (await meta()).json().data.allowed_code;
      expect(codeNumber(next)).toBe(codeNumber(first) + 1);
      // The form's code is ignored: a stale preview still saves, under the next code in sequence.
      expect(await save(first)).toBe(next);
    });

    it('gives concurrent saves distinct codes, one after the other', async () => {
      const reference = { ...(await requestReference(context.app)), clientId };
      const preview = (await meta()).json().data.allowed_code;
      const responses = await Promise.all(
        [0, 1, 2].map(() => {
          const form = multipart(requestFields(reference, preview));
          return context.app.inject({
            method: 'POST',
            url: '/api/limit-requests/store',
            payload: form.payload,
            headers: { ...agent.headers, ...form.headers },
          });
        }),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
      const codes = responses.map((response) => codeNumber(response.json().data.limit_request.code)).sort((a, b) => a - b);
      const start = codeNumber(preview);
      expect(codes).toEqual([start, start + 1, start + 2]);
    });

    it('keeps codes ahead of those the fake seed inserts, and the migration starts above stored codes', async () => {
      await insertFakeLimitRequests(context.app.db, { count: 30, createdBy: null, riskUserId: null });
      const highest = async () =>
        Number(
          (
            await context.app.db.execute<{ n: string }>(
              sql`select max(substring(code from '^LR-(\\d+)$')::bigint) as n from limit_requests`,
            )
          ).rows[0]!.n,
        );
      expect(codeNumber((await meta()).json().data.allowed_code)).toBeGreaterThan(await highest());

      await insertLimitRequest(context.app, { clientId, code: 'LR-004242' });
      const migration = readFileSync(path.join(migrationsFolder, '0006_limit-request-code-seq.sql'), 'utf8').split(
        '--> statement-breakpoint',
      );
      await context.app.db.execute(sql.raw(migration[migration.length - 1]!));
      expect((await meta()).json().data.allowed_code).toBe('LR-004243');
    });

    it('answers 404 for an unknown client and 422 for one not submitted', async () => {
      expect((await meta(999_999)).statusCode).toBe(404);
      const pending = await insertClient(context.app);
      const refused = await meta(pending.id);
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 422,
        body: {
          message: 'The given data was invalid',
          errors: { client_id: ['A limit request can only be created for a submitted client'] },
        },
      });
      expect((await get('/api/limit-requests/meta')).json().errors).toEqual({ client_id: ['This field is required'] });
      expect((await get(`/api/limit-requests/meta?client_id=${clientId}`, 'en', {})).statusCode).toBe(401);
    });
  });

  describe('GET /api/limit-requests/edit-meta/{id}', () => {
    it('sends the request, can_edit while it is new, and the options', async () => {
      const request = await insertLimitRequest(context.app, { clientId, createdBy: agent.user.id });
      const response = await get(`/api/limit-requests/edit-meta/${request.id}`);
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({
        can_edit: true,
        limit_request: { id: request.id, code: request.code, can_edit: true, client: { id: clientId } },
      });
      expect(data.merchants.length).toBeGreaterThan(0);
      expect(data.document_types).toContainEqual({ id: expect.any(Number), name: 'Selfie', kind: 'verification', capture: 'selfie' });

      const risk = await signedIn(context.app, 'risk');
      await context.app.inject({
        method: 'POST',
        url: `/api/limit-requests/${request.id}/action/${(await actionIds(context.app)).take}`,
        headers: risk.headers,
        payload: {},
      });
      expect((await get(`/api/limit-requests/edit-meta/${request.id}`)).json().data).toMatchObject({
        can_edit: false,
        limit_request: { can_edit: false, request_status: 'under_review' },
      });
    });

    it('answers 404 for an unknown request and 401 without a token', async () => {
      expect((await get('/api/limit-requests/edit-meta/999999')).statusCode).toBe(404);
      expect((await get('/api/limit-requests/edit-meta/1', 'en', {})).statusCode).toBe(401);
    });
  });
});
