import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  clients,
  limitRequestDocuments,
  limitRequests,
  rejectReasons,
  type LimitRequestActionKey,
  type NewLimitRequest,
} from '../../db/schema';
import { insertClient, signedIn } from '../../test/fixtures';
import { actionIds, documentTypeOfKind, insertLimitRequest } from '../../test/limit-requests';
import { multipart, PDF } from '../../test/multipart';
import { backends, useTestApp } from '../../test/test-app';

type Staff = Awaited<ReturnType<typeof signedIn>>;

describe.each(backends())('limit request actions ($name)', (backend) => {
  const context = useTestApp(backend);
  let app: FastifyInstance;
  let ids: Record<LimitRequestActionKey, number>;
  let creator: Staff;
  let otherAgent: Staff;
  let risk: Staff;
  let otherRisk: Staff;
  let admin: Staff;
  let contractType: number;
  let generalType: number;
  /** The first seeded reject reason (migration 0013, issue 16). */
  let reasonId: number;

  beforeAll(async () => {
    app = context.app;
    ids = await actionIds(app);
    [creator, otherAgent, risk, otherRisk, admin] = [
      await signedIn(app),
      await signedIn(app),
      await signedIn(app, 'risk'),
      await signedIn(app, 'risk'),
      await signedIn(app, 'admin'),
    ];
    contractType = await documentTypeOfKind(app, 'contract');
    generalType = await documentTypeOfKind(app, 'general');
    reasonId = (await app.db.select().from(rejectReasons).orderBy(asc(rejectReasons.id)).limit(1))[0]!.id;
  });

  /** A fresh client with one request in the given state, created by `creator`. */
  async function requestIn(values: Partial<NewLimitRequest> = {}) {
    const client = await insertClient(app, { isSubmitted: true, balance: '100.00' });
    return insertLimitRequest(app, { clientId: client.id, createdBy: creator.user.id, ...values });
  }
  const underReview = (values: Partial<NewLimitRequest> = {}) =>
    requestIn({ requestStatus: 'under_review', assignedTo: risk.user.id, ...values });
  const approved = () => underReview({ requestStatus: 'approved', decisionStatus: 'approved', approvedLimit: '15000.00' });
  const contractUploaded = () => underReview({ requestStatus: 'contract_uploaded', decisionStatus: 'approved', approvedLimit: '15000.00' });

  function act(who: Staff, id: number, action: LimitRequestActionKey | number, payload?: object, language = 'en', seenVersion?: number) {
    const actionId = typeof action === 'number' ? action : ids[action];
    const ifMatch = seenVersion === undefined ? {} : { 'if-match': `"${seenVersion}"` };
    return app.inject({
      method: 'POST',
      url: `/api/limit-requests/${id}/action/${actionId}`,
      headers: { ...who.headers, 'accept-language': language, ...ifMatch },
      ...(payload && { payload }),
    });
  }
  function upload(who: Staff, id: number, parts: Parameters<typeof multipart>[0]) {
    const form = multipart(parts);
    return app.inject({
      method: 'POST',
      url: `/api/limit-requests/${id}/action/${ids.upload_file}`,
      headers: { ...who.headers, ...form.headers, 'accept-language': 'en' },
      payload: form.payload,
    });
  }
  const stored = async (id: number) => (await app.db.select().from(limitRequests).where(eq(limitRequests.id, id)))[0]!;
  const clientOf = async (clientId: number) => (await app.db.select().from(clients).where(eq(clients.id, clientId)))[0]!;

  describe('new', () => {
    it('lets an admin assign an active risk user', async () => {
      const request = await requestIn();
      const response = await act(admin, request.id, 'assign_user', { user_id: risk.user.id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Action performed successfully',
        data: { limit_request: { id: request.id, request_status: 'under_review', decision_status: 'pending' } },
      });
      expect(await stored(request.id)).toMatchObject({ requestStatus: 'under_review', assignedTo: risk.user.id, version: 1 });
    });

    it('refuses to assign nobody, an agent, an inactive user or the creator (422 on user_id)', async () => {
      const request = await requestIn();
      expect((await act(admin, request.id, 'assign_user', {})).json()).toEqual({
        message: 'The given data was invalid',
        errors: { user_id: ['This field is required'] },
      });
      const refused = await act(admin, request.id, 'assign_user', { user_id: otherAgent.user.id });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ user_id: ['Choose a value from the list'] });
      const ownRequest = await requestIn({ createdBy: otherRisk.user.id });
      const toCreator = await act(admin, ownRequest.id, 'assign_user', { user_id: otherRisk.user.id }, 'ar');
      expect({ status: toCreator.statusCode, errors: toCreator.json().errors }).toEqual({
        status: 422,
        errors: { user_id: ['لا يمكن تعيين منشئ الطلب لمراجعته'] },
      });
      expect((await stored(request.id)).requestStatus).toBe('new');
      expect((await stored(ownRequest.id)).requestStatus).toBe('new');
    });

    it('lets the creator or an admin cancel, nobody else', async () => {
      const mine = await requestIn();
      expect((await act(otherAgent, mine.id, 'cancel')).statusCode).toBe(403);
      expect((await act(risk, mine.id, 'cancel')).statusCode).toBe(403);
      expect((await act(creator, mine.id, 'cancel')).statusCode).toBe(200);
      expect(await stored(mine.id)).toMatchObject({ requestStatus: 'cancelled', decisionStatus: 'cancelled' });
      const other = await requestIn();
      expect((await act(admin, other.id, 'cancel')).statusCode).toBe(200);
    });

    it.each(['approve', 'reject', 'upload_file', 'close'] as const)('refuses %s (422, not available)', async (action) => {
      const request = await requestIn();
      const response = await act(admin, request.id, action);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'This action is not available for the limit request in its current state' });
    });
  });

  describe('under review', () => {
    it('lets the assigned risk user approve the requested amount; the pending client becomes approved', async () => {
      const request = await underReview();
      const response = await act(risk, request.id, 'approve');
      expect(response.statusCode).toBe(200);
      expect(await stored(request.id)).toMatchObject({ requestStatus: 'approved', decisionStatus: 'approved', approvedLimit: '20000.00' });
      expect((await clientOf(request.clientId)).status).toBe('approved');
    });

    it('takes a lower approved amount, and refuses one above the request or not positive', async () => {
      const request = await underReview();
      for (const approvedLimit of ['20000.01', '0', '-5', 'abc']) {
        const refused = await act(risk, request.id, 'approve', { approved_limit: approvedLimit });
        expect(refused.statusCode).toBe(422);
        expect(refused.json().errors).toEqual({
          approved_limit: ['Approved limit must be a positive number not above the requested limit'],
        });
      }
      expect((await act(risk, request.id, 'approve', { approved_limit: '12500.50' })).statusCode).toBe(200);
      expect((await stored(request.id)).approvedLimit).toBe('12500.50');
    });

    it('refuses approve and reject to another risk user, an admin and an agent (403)', async () => {
      const request = await underReview();
      for (const who of [otherRisk, admin, creator]) {
        expect((await act(who, request.id, 'approve')).statusCode).toBe(403);
        expect((await act(who, request.id, 'reject')).statusCode).toBe(403);
      }
      const forbidden = await act(otherRisk, request.id, 'approve', undefined, 'ar');
      expect(forbidden.json()).toEqual({ message: 'ليس لديك صلاحية للقيام بهذا الإجراء' });
      expect((await stored(request.id)).version).toBe(0);
    });

    it('rejects; a client whose requests are all rejected is rejected', async () => {
      const request = await underReview();
      expect((await act(risk, request.id, 'reject', { reason_id: reasonId })).statusCode).toBe(200);
      expect(await stored(request.id)).toMatchObject({ requestStatus: 'rejected', decisionStatus: 'rejected' });
      expect((await clientOf(request.clientId)).status).toBe('rejected');
    });

    it('keeps a client with another open request pending after a rejection', async () => {
      const request = await underReview();
      await insertLimitRequest(app, { clientId: request.clientId, createdBy: creator.user.id });
      expect((await act(risk, request.id, 'reject', { reason_id: reasonId })).statusCode).toBe(200);
      expect((await clientOf(request.clientId)).status).toBe('pending');
    });

    it('lets only an admin re-assign, never to the creator; risk users and agents get 403 (issue 16)', async () => {
      const request = await underReview();
      expect((await act(creator, request.id, 'assign_user', { user_id: otherRisk.user.id })).statusCode).toBe(403);
      // The finding: a second risk user re-assigned a request assigned to the first, to themselves.
      expect((await act(otherRisk, request.id, 'assign_user', { user_id: otherRisk.user.id })).statusCode).toBe(403);
      expect((await act(risk, request.id, 'assign_user', { user_id: otherRisk.user.id })).statusCode).toBe(403);
      expect((await stored(request.id)).assignedTo).toBe(risk.user.id);
      expect((await act(admin, request.id, 'assign_user', { user_id: otherRisk.user.id })).statusCode).toBe(200);
      expect((await stored(request.id)).assignedTo).toBe(otherRisk.user.id);
    });

    it('lets the creator cancel, not the risk user', async () => {
      const request = await underReview();
      expect((await act(risk, request.id, 'cancel')).statusCode).toBe(403);
      expect((await act(creator, request.id, 'cancel')).statusCode).toBe(200);
    });

    it('lets exactly one of a concurrent approve and reject win; the other gets 409', async () => {
      const request = await underReview();
      const seen = (await stored(request.id)).version;
      const responses = await Promise.all([
        act(risk, request.id, 'approve', undefined, 'en', seen),
        act(risk, request.id, 'reject', { reason_id: reasonId }, 'en', seen),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const lost = responses.find((response) => response.statusCode === 409)!;
      expect(lost.json()).toEqual({ message: 'Someone else has just changed this limit request; reload and try again' });
      expect((await stored(request.id)).version).toBe(seen + 1);
    });

    it('refuses an action taken on a stale view with 409, even when it arrives after the other', async () => {
      const request = await underReview();
      const seen = (await stored(request.id)).version;
      expect((await act(risk, request.id, 'approve', undefined, 'en', seen)).statusCode).toBe(200);
      const late = await act(risk, request.id, 'reject', { reason_id: reasonId }, 'en', seen);
      expect(late.statusCode).toBe(409);
      expect((await stored(request.id)).decisionStatus).toBe('approved');
    });
  });

  describe('approved', () => {
    it('lets any staff upload the contract', async () => {
      const request = await approved();
      const response = await upload(otherAgent, request.id, {
        'contracts_documents[0][document_type_id]': String(contractType),
        'contracts_documents[0][file]': { name: 'contract.pdf', content: PDF, type: 'application/pdf' },
      });
      expect(response.statusCode).toBe(200);
      expect(await stored(request.id)).toMatchObject({ requestStatus: 'contract_uploaded', decisionStatus: 'approved' });
      const documents = await app.db.select().from(limitRequestDocuments).where(eq(limitRequestDocuments.limitRequestId, request.id));
      expect(documents).toEqual([
        expect.objectContaining({
          kind: 'contract',
          documentTypeId: contractType,
          mimeType: 'application/pdf',
          originalName: 'contract.pdf',
          uploadedBy: otherAgent.user.id,
        }),
      ]);
    });

    it('refuses an upload without a contract type or file, or of a wrong type (422)', async () => {
      const request = await approved();
      const missing = await upload(creator, request.id, {});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({
        'contracts_documents.0.document_type_id': ['This field is required'],
        'contracts_documents.0.file': ['This field is required'],
      });
      const wrong = await upload(creator, request.id, {
        'contracts_documents[0][document_type_id]': String(generalType),
        'contracts_documents[0][file]': { name: 'run.exe', content: Buffer.from('MZ\x90\x00binary'), type: 'application/pdf' },
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({
        'contracts_documents.0.document_type_id': ['Choose a value from the list'],
        'contracts_documents.0.file': ['Invalid file type: PDF, text, e-mail message, PNG or JPEG'],
      });
      expect((await stored(request.id)).requestStatus).toBe('approved');
    });

    it('lets any staff cancel, and refuses close (422)', async () => {
      const request = await approved();
      expect((await act(risk, request.id, 'close')).statusCode).toBe(422);
      expect((await act(otherAgent, request.id, 'cancel')).statusCode).toBe(200);
    });
  });

  describe('contract uploaded', () => {
    it('lets a risk user close: the limit is activated and the client becomes active', async () => {
      const request = await contractUploaded();
      expect((await act(otherRisk, request.id, 'close')).statusCode).toBe(200);
      expect(await stored(request.id)).toMatchObject({ requestStatus: 'closed', decisionStatus: 'closed' });
      expect(await clientOf(request.clientId)).toMatchObject({ balance: '15100.00', status: 'active' });
    });

    it('refuses close and upload to agents (403) and cancel to everyone (422)', async () => {
      const request = await contractUploaded();
      expect((await act(creator, request.id, 'close')).statusCode).toBe(403);
      expect((await upload(creator, request.id, {})).statusCode).toBe(403);
      expect((await act(admin, request.id, 'cancel')).statusCode).toBe(422);
      expect((await act(admin, request.id, 'close')).statusCode).toBe(200);
    });
  });

  it.each(['closed', 'rejected', 'cancelled'] as const)('offers nothing once %s', async (status) => {
    const request = await underReview({ requestStatus: status, decisionStatus: status });
    for (const action of ['assign_user', 'approve', 'reject', 'cancel', 'upload_file', 'close'] as const) {
      expect((await act(admin, request.id, action, { user_id: risk.user.id })).statusCode).toBe(422);
    }
  });

  it('refuses a body that does not fit the action with a translated 422, writing nothing', async () => {
    const request = await underReview();
    const form = multipart({ user_id: String(risk.user.id) });
    const multipartAssign = await app.inject({
      method: 'POST',
      url: `/api/limit-requests/${request.id}/action/${ids.assign_user}`,
      headers: { ...admin.headers, ...form.headers, 'accept-language': 'en' },
      payload: form.payload,
    });
    expect({ status: multipartAssign.statusCode, message: multipartAssign.json().message }).toEqual({
      status: 422,
      message: 'This action does not take this data',
    });
    const userOnApprove = await act(risk, request.id, 'approve', { user_id: risk.user.id }, 'ar');
    expect({ status: userOnApprove.statusCode, errors: userOnApprove.json().errors }).toEqual({
      status: 422,
      errors: { user_id: ['هذا الإجراء لا يقبل هذه البيانات'] },
    });
    expect((await act(risk, request.id, 'reject', { approved_limit: '10' })).json().errors).toEqual({
      approved_limit: ['This action does not take this data'],
    });
    expect((await act(admin, request.id, 'assign_user', { user_id: 'abc' })).json()).toEqual({
      message: 'The given data was invalid',
      errors: { user_id: ['Invalid value'] },
    });
    expect(await stored(request.id)).toMatchObject({ requestStatus: 'under_review', decisionStatus: 'pending', assignedTo: risk.user.id });
    const approvedRequest = await approved();
    const jsonUpload = await act(creator, approvedRequest.id, 'upload_file', {});
    expect({ status: jsonUpload.statusCode, message: jsonUpload.json().message }).toEqual({
      status: 422,
      message: 'This action does not take this data',
    });
  });

  it('takes the approved amount as JSON only: a multipart approve is refused and changes nothing', async () => {
    const request = await underReview();
    const form = multipart({ approved_limit: '9000' });
    const response = await app.inject({
      method: 'POST',
      url: `/api/limit-requests/${request.id}/action/${ids.approve}`,
      headers: { ...risk.headers, ...form.headers },
      payload: form.payload,
    });
    expect({ status: response.statusCode, message: response.json().message }).toEqual({
      status: 422,
      message: 'هذا الإجراء لا يقبل هذه البيانات',
    });
    expect(await stored(request.id)).toMatchObject({ requestStatus: 'under_review', decisionStatus: 'pending' });
  });

  it('answers an unknown action 422 and an unknown request 404', async () => {
    const request = await requestIn();
    expect((await act(admin, request.id, 9999)).statusCode).toBe(422);
    expect((await act(admin, 987654, 'cancel')).statusCode).toBe(404);
  });

  it('logs every action with its actor and assignee', async () => {
    const request = await requestIn();
    await act(admin, request.id, 'assign_user', { user_id: risk.user.id });
    await act(risk, request.id, 'approve');
    const response = await app.inject({
      method: 'GET',
      url: `/api/limit-request/${request.id}/log`,
      headers: { ...creator.headers, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    const { logs } = response.json().data;
    expect(logs).toEqual([
      {
        id: expect.any(Number),
        action_name: 'Assign user',
        date: expect.any(String),
        action_by: admin.user.name,
        assigned_to: risk.user.name,
        changes: [{ field: 'request_status', old: 'new', new: 'under_review', kind: 'request_status' }],
        comment: null,
      },
      {
        id: expect.any(Number),
        action_name: 'Approve',
        date: expect.any(String),
        action_by: risk.user.name,
        assigned_to: null,
        // Issue 15: the amount approved (the requested one, as nothing was typed).
        changes: [
          { field: 'approved_limit', old: null, new: '20000.00', kind: 'money' },
          { field: 'request_status', old: 'under_review', new: 'approved', kind: 'request_status' },
        ],
        comment: null,
      },
    ]);
    const arabic = await app.inject({ method: 'GET', url: `/api/limit-request/${request.id}/log`, headers: creator.headers });
    expect(arabic.json().data.logs.map((log: { action_name: string }) => log.action_name)).toEqual(['تعيين مستخدم', 'موافقة']);
    expect((await app.inject({ method: 'GET', url: '/api/limit-request/987654/log', headers: creator.headers })).statusCode).toBe(404);
  });

  describe('notes with approve and reject (issue 15)', () => {
    const logOf = async (id: number) =>
      (await app.inject({ method: 'GET', url: `/api/limit-request/${id}/log`, headers: { ...creator.headers, 'accept-language': 'en' } }))
        .json()
        .data.logs.at(-1);

    it('keeps the note written with an approve, trimmed, beside the amount', async () => {
      const request = await underReview();
      expect((await act(risk, request.id, 'approve', { approved_limit: '18000', comment: '  Salary verified  ' })).statusCode).toBe(200);
      expect(await logOf(request.id)).toMatchObject({
        action_name: 'Approve',
        comment: 'Salary verified',
        changes: [
          { field: 'approved_limit', old: null, new: '18000.00', kind: 'money' },
          { field: 'request_status', old: 'under_review', new: 'approved', kind: 'request_status' },
        ],
      });
    });

    it('takes a reject with a note as JSON, and a blank note as none', async () => {
      const noted = await underReview();
      expect((await act(risk, noted.id, 'reject', { reason_id: reasonId, comment: 'الدخل غير كافٍ' })).statusCode).toBe(200);
      expect(await logOf(noted.id)).toMatchObject({ action_name: 'Reject', comment: 'الدخل غير كافٍ' });
      const blank = await underReview();
      expect((await act(risk, blank.id, 'reject', { reason_id: reasonId, comment: '   ' })).statusCode).toBe(200);
      expect(await logOf(blank.id)).toMatchObject({ action_name: 'Reject', comment: null });
    });

    it('refuses a note over 2000 characters (422 on comment) and changes nothing', async () => {
      const request = await underReview();
      // The contract's CommentText refuses it before the shared rule (which the dialogs run) could.
      const response = await act(risk, request.id, 'reject', { comment: 'x'.repeat(2001) });
      expect({ status: response.statusCode, errors: response.json().errors }).toEqual({
        status: 422,
        errors: { comment: ['Invalid value'] },
      });
      expect((await stored(request.id)).requestStatus).toBe('under_review');
    });

    it('still refuses a note on cancel and close', async () => {
      const request = await requestIn();
      const response = await act(creator, request.id, 'cancel', { comment: 'no' });
      expect({ status: response.statusCode, errors: response.json().errors }).toEqual({
        status: 422,
        errors: { comment: ['This action does not take this data'] },
      });
      expect((await stored(request.id)).requestStatus).toBe('new');
    });
  });
});
