import { eq } from 'drizzle-orm';
import { clientDocuments, clientEvents, notifications } from '../../db/schema';
import { insertClient, signedIn } from '../../test/fixtures';
import { insertApplicant } from '../../test/applicants';
import { JPEG, multipart, PDF } from '../../test/multipart';
import { statusSession, textsTo } from '../../test/status-page';
import { backends, useTestApp } from '../../test/test-app';
import { APPLICATION_FILE_LIMITS } from '@back-office/shared/rules';

describe.each(backends())('document requests (issue 19, $name)', (backend) => {
  const context = useTestApp(backend);
  beforeAll(() => context.app.sms.stopBackground());

  const ask = async (
    clientId: number,
    headers: Record<string, string>,
    payload: object = { document_type_id: 1, reason_id: 1, note: 'الصورة غير واضحة' },
  ) => context.app.inject({ method: 'POST', url: `/api/clients/${clientId}/document-requests`, headers, payload });
  const upload = (id: number, headers: Record<string, string>, parts: Parameters<typeof multipart>[0]) => {
    const form = multipart(parts);
    return context.app.inject({
      method: 'POST',
      url: `/api/self-onboarding/status/document-requests/${id}`,
      payload: form.payload,
      headers: { ...form.headers, ...headers, 'accept-language': 'en' },
    });
  };

  it('staff ask, the applicant is texted and sees it, sends the file once, and the asker is told', async () => {
    const { app } = context;
    const agent = await signedIn(app, 'agent');
    const { client, reference } = await insertApplicant(app);
    const before = await app.inject({
      method: 'GET',
      url: `/api/clients/${client.id}/document-requests`,
      headers: { ...agent.headers, 'accept-language': 'en' },
    });
    expect(before.json().data).toMatchObject({ requests: [], can_request: true });
    expect(before.json().data.document_types.length).toBeGreaterThan(0);
    expect(before.json().data.reasons.length).toBeGreaterThan(0);

    const created = await ask(client.id, agent.headers);
    expect(created.statusCode).toBe(201);
    const id = created.json<{ data: { id: number } }>().data.id;
    expect(await textsTo(app, client.phone1)).toEqual([
      `To: +20${client.phone1.slice(1)}\n\nنحتاج منك مستندًا إضافيًا لطلبك. افتح صفحة متابعة الطلب وأرسله من هناك.\n`,
    ]);

    const session = await statusSession(app, reference, client.phone1);
    const status = await app.inject({ method: 'GET', url: '/api/self-onboarding/status', headers: session });
    expect(status.json().data).toMatchObject({ status: 'documents_requested', document_requests: [{ id, note: 'الصورة غير واضحة' }] });

    const missing = await upload(id, session, { other: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ file: ['Choose a file to send'] });
    const sent = await upload(id, session, { file: { name: 'id-front.jpg', content: JPEG } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'The document was received, thank you' });
    const again = await upload(id, session, { file: { name: 'again.pdf', content: PDF } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This document request is no longer open' });

    const documents = await app.db.select().from(clientDocuments).where(eq(clientDocuments.clientId, client.id));
    expect(documents).toHaveLength(1);
    const list = await app.inject({ method: 'GET', url: `/api/clients/${client.id}/document-requests`, headers: agent.headers });
    expect(list.json().data.requests).toMatchObject([
      { id, status: 'answered', requested_by: { id: agent.user.id }, document: { id: documents[0]!.id } },
    ]);
    const history = await app.db.select().from(clientEvents).where(eq(clientEvents.clientId, client.id));
    expect(history.map((event) => event.action)).toEqual(['document_requested', 'document_received']);
    const told = await app.db.select().from(notifications).where(eq(notifications.userId, agent.user.id));
    expect(told.map((notification) => notification.event)).toEqual(['document_received']);
    expect((await app.inject({ method: 'GET', url: '/api/self-onboarding/status', headers: session })).json().data.status).toBe(
      'under_review',
    );

    // The client's page names the type and the reason asked for.
    const page = await app.inject({
      method: 'GET',
      url: `/api/clients/${client.id}`,
      headers: { ...agent.headers, 'accept-language': 'en' },
    });
    const requested = page.json().data.client.history.find((entry: { action: string }) => entry.action === 'document_requested');
    expect(requested.changes.map((change: { new: string }) => change.new)).not.toContain('1');
  });

  it('caps the file at the applicant limit and refuses a wrong type, storing nothing', async () => {
    const { app } = context;
    const agent = await signedIn(app, 'agent');
    const { client, reference } = await insertApplicant(app);
    const id = (await ask(client.id, agent.headers)).json().data.id;
    const session = await statusSession(app, reference, client.phone1);
    const big = await upload(id, session, {
      file: { name: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(APPLICATION_FILE_LIMITS.maxFileBytes)]) },
    });
    expect(big.statusCode).toBe(413);
    const wrong = await upload(id, session, { file: { name: 'run.exe', content: 'MZ not a document' } });
    expect(wrong.statusCode).toBe(422);
    expect(await app.db.select().from(clientDocuments).where(eq(clientDocuments.clientId, client.id))).toEqual([]);
    // Another applicant's session cannot reach it.
    const other = await insertApplicant(app);
    const stranger = await statusSession(app, other.reference, other.client.phone1);
    expect((await upload(id, stranger, { file: { name: 'x.pdf', content: PDF } })).statusCode).toBe(404);
  });

  it('asks only of self-onboarded clients, lets only who may edit the client ask, and cancels once', async () => {
    const { app } = context;
    const agent = await signedIn(app, 'agent');
    const staffClient = await insertClient(app);
    const refused = await ask(staffClient.id, agent.headers);
    expect(refused.statusCode).toBe(422);
    const { client } = await insertApplicant(app, { submitted: true });
    expect((await ask(client.id, agent.headers)).statusCode).toBe(403);
    const admin = await signedIn(app, 'admin');
    const unknown = await ask(client.id, admin.headers, { document_type_id: 99999, reason_id: 99999 });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors).sort()).toEqual(['document_type_id', 'reason_id']);
    const id = (await ask(client.id, admin.headers)).json().data.id;
    const cancel = () =>
      app.inject({ method: 'POST', url: `/api/clients/${client.id}/document-requests/${id}/cancel`, headers: admin.headers });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
  });
});
