import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clients, limitRequests, rejectReasons, type LimitRequestActionKey, type NewLimitRequest } from '../../db/schema';
import { insertClient, signedIn } from '../../test/fixtures';
import { actionIds, documentTypeOfKind, insertLimitRequest } from '../../test/limit-requests';
import { multipart, PDF } from '../../test/multipart';
import { backends, useTestApp } from '../../test/test-app';

type Staff = Awaited<ReturnType<typeof signedIn>>;

/**
 * Issue 16, separation of duties: each finding of the probe reproduced, and refused now. The four-eyes
 * settings are the defaults (100,000 EGP, 20 %).
 */
describe.each(backends())('separation of duties in the limit-request workflow ($name)', (backend) => {
  const context = useTestApp(backend);
  let app: FastifyInstance;
  let ids: Record<LimitRequestActionKey, number>;
  let agent: Staff;
  let risk: Staff;
  let secondRisk: Staff;
  let thirdRisk: Staff;
  let admin: Staff;
  let reasons: { id: number; nameEn: string; nameAr: string }[];

  beforeAll(async () => {
    app = context.app;
    ids = await actionIds(app);
    [agent, risk, secondRisk, thirdRisk, admin] = [
      await signedIn(app),
      await signedIn(app, 'risk'),
      await signedIn(app, 'risk'),
      await signedIn(app, 'risk'),
      await signedIn(app, 'admin'),
    ];
    reasons = await app.db.select().from(rejectReasons).orderBy(asc(rejectReasons.id));
  });

  async function requestIn(values: Partial<NewLimitRequest> = {}, balance = '0.00') {
    const client = await insertClient(app, { isSubmitted: true, balance });
    return insertLimitRequest(app, { clientId: client.id, createdBy: agent.user.id, ...values });
  }
  const underReview = (values: Partial<NewLimitRequest> = {}) =>
    requestIn({ requestStatus: 'under_review', assignedTo: risk.user.id, requestedLimit: '150000.00', ...values });

  async function act(who: Staff, id: number, action: LimitRequestActionKey, payload: object = {}, language = 'en') {
    const response = await app.inject({
      method: 'POST',
      url: `/api/limit-requests/${id}/action/${ids[action]}`,
      headers: { ...who.headers, 'accept-language': language },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  }
  const stored = async (id: number) => (await app.db.select().from(limitRequests).where(eq(limitRequests.id, id)))[0]!;
  const clientOf = async (id: number) => (await app.db.select().from(clients).where(eq(clients.id, id)))[0]!;
  const show = async (who: Staff, id: number, language = 'en') =>
    (
      await app.inject({ method: 'GET', url: `/api/limit-requests/show/${id}`, headers: { ...who.headers, 'accept-language': language } })
    ).json().data;
  const offered = async (who: Staff, id: number) =>
    (await show(who, id)).limit_request.available_actions.map((action: { core_function_key: string }) => action.core_function_key);
  const logs = async (id: number) => (await show(admin, id)).limit_request.logs;

  describe('one person cannot push a request through alone', () => {
    it('refuses a risk user every decision on a request they created: take, assignment to them, approve, reject', async () => {
      const own = await requestIn({ createdBy: risk.user.id, requestedLimit: '500000.00' });
      expect((await act(risk, own.id, 'take')).status).toBe(403);
      expect((await act(admin, own.id, 'assign_user', { user_id: risk.user.id })).status).toBe(422);
      // Even assigned to its creator some other way, the creator never decides on it.
      const assigned = await requestIn({ createdBy: risk.user.id, requestStatus: 'under_review', assignedTo: risk.user.id });
      expect((await act(risk, assigned.id, 'approve')).status).toBe(403);
      expect((await act(risk, assigned.id, 'reject', { reason_id: reasons[0]!.id })).status).toBe(403);
      expect(await stored(assigned.id)).toMatchObject({ requestStatus: 'under_review', version: 0 });
      expect(await offered(risk, assigned.id)).toEqual(['cancel']);
    });

    it('never lets the approver or the confirmer upload the contract or close; a third person can', async () => {
      const request = await underReview();
      expect((await act(risk, request.id, 'approve')).status).toBe(200);
      expect((await act(secondRisk, request.id, 'confirm_approval')).status).toBe(200);
      const contract = multipart({
        'contracts_documents[0][document_type_id]': String(await documentTypeOfKind(app, 'contract')),
        'contracts_documents[0][file]': { name: 'contract.pdf', content: PDF, type: 'application/pdf' },
      });
      const upload = (who: Staff) =>
        app.inject({
          method: 'POST',
          url: `/api/limit-requests/${request.id}/action/${ids.upload_file}`,
          headers: { ...who.headers, ...contract.headers },
          payload: contract.payload,
        });
      expect((await upload(risk)).statusCode).toBe(403);
      expect((await upload(secondRisk)).statusCode).toBe(403);
      expect((await upload(agent)).statusCode).toBe(200);
      expect((await act(risk, request.id, 'close')).status).toBe(403);
      expect((await act(secondRisk, request.id, 'close')).status).toBe(403);
      expect(await offered(secondRisk, request.id)).toEqual([]);
      expect((await act(thirdRisk, request.id, 'close')).status).toBe(200);
      expect(await clientOf(request.clientId)).toMatchObject({ status: 'active', balance: '150000.00' });
    });
  });

  describe('assignment', () => {
    it('keeps an agent from assigning anyone (403): the new request waits unassigned in the queue', async () => {
      const request = await requestIn();
      expect((await act(agent, request.id, 'assign_user', { user_id: risk.user.id })).status).toBe(403);
      expect(await stored(request.id)).toMatchObject({ requestStatus: 'new', assignedTo: null });
      expect(await offered(agent, request.id)).toEqual(['cancel']);
    });

    it('lets a risk user take an unassigned request for themselves, logged with who took it', async () => {
      const request = await requestIn();
      expect((await act(agent, request.id, 'take')).status).toBe(403);
      expect((await act(admin, request.id, 'take')).status).toBe(403);
      expect(await act(risk, request.id, 'take', {}, 'ar')).toEqual({
        status: 200,
        body: {
          message: 'تم تنفيذ الإجراء بنجاح',
          data: { limit_request: { id: request.id, request_status: 'under_review', decision_status: 'pending' } },
        },
      });
      expect(await stored(request.id)).toMatchObject({ requestStatus: 'under_review', assignedTo: risk.user.id });
      // Taken already: nobody takes it again.
      expect((await act(secondRisk, request.id, 'take')).status).toBe(422);
      expect((await logs(request.id)).at(-1)).toMatchObject({
        action_name: 'Take for review',
        action_by: risk.user.name,
        assigned_to: risk.user.name,
      });
    });

    it('lets only an admin re-assign a request under review, logged with who did it and to whom', async () => {
      const request = await underReview();
      // The finding: a second risk user re-assigned another's request to themselves and approved it.
      expect((await act(secondRisk, request.id, 'assign_user', { user_id: secondRisk.user.id })).status).toBe(403);
      expect((await act(secondRisk, request.id, 'approve')).status).toBe(403);
      expect((await act(admin, request.id, 'assign_user', { user_id: secondRisk.user.id })).status).toBe(200);
      expect((await logs(request.id)).at(-1)).toMatchObject({
        action_name: 'Assign user',
        action_by: admin.user.name,
        assigned_to: secondRisk.user.name,
      });
    });

    it("leaves the creator out of the assign dialog's list and sends the active reject reasons", async () => {
      const request = await requestIn({ createdBy: thirdRisk.user.id });
      const data = await show(admin, request.id);
      const riskIds = data.risk_users.map((user: { id: number }) => user.id);
      expect(riskIds).toEqual(expect.arrayContaining([risk.user.id, secondRisk.user.id]));
      expect(riskIds).not.toContain(thirdRisk.user.id);
      // The six seeded reasons (migration 0013), named in the reader's language.
      expect(data.reject_reasons).toEqual(reasons.map((reason) => ({ id: reason.id, name: reason.nameEn })));
      expect(data.reject_reasons).toHaveLength(6);
    });
  });

  describe('four eyes', () => {
    it('holds an approval above 100,000 for a second reviewer; the approver cannot confirm it, another risk user can', async () => {
      const request = await underReview();
      expect((await act(risk, request.id, 'approve', { comment: 'Salary verified' })).body.data.limit_request).toEqual({
        id: request.id,
        request_status: 'awaiting_confirmation',
        decision_status: 'pending',
      });
      expect(await stored(request.id)).toMatchObject({ approvedLimit: '150000.00', approvedBy: risk.user.id, confirmedBy: null });
      // The client follows only the final approval.
      expect((await clientOf(request.clientId)).status).toBe('pending');
      expect(await offered(risk, request.id)).toEqual([]);
      expect((await act(risk, request.id, 'confirm_approval')).status).toBe(403);
      expect((await act(agent, request.id, 'confirm_approval')).status).toBe(403);
      expect((await act(admin, request.id, 'confirm_approval')).status).toBe(403);
      expect(await offered(secondRisk, request.id)).toEqual(['confirm_approval', 'send_back']);
      expect((await act(secondRisk, request.id, 'confirm_approval', { comment: 'Agreed' })).status).toBe(200);
      expect(await stored(request.id)).toMatchObject({
        requestStatus: 'approved',
        decisionStatus: 'approved',
        approvedBy: risk.user.id,
        confirmedBy: secondRisk.user.id,
      });
      expect((await clientOf(request.clientId)).status).toBe('approved');
      const detail = (await show(agent, request.id)).limit_request;
      expect(detail).toMatchObject({ approved_by: risk.user.name, confirmed_by: secondRisk.user.name, reject_reason: null });
      expect(detail.logs.slice(-2)).toMatchObject([
        {
          action_name: 'Approve',
          action_by: risk.user.name,
          comment: 'Salary verified',
          changes: [
            { field: 'approved_limit', old: null, new: '150000.00' },
            { field: 'request_status', old: 'under_review', new: 'awaiting_confirmation' },
          ],
        },
        {
          action_name: 'Confirm approval',
          action_by: secondRisk.user.name,
          comment: 'Agreed',
          changes: [{ field: 'request_status', old: 'awaiting_confirmation', new: 'approved' }],
        },
      ]);
    });

    it('holds an approval more than 20 % below the requested amount, and passes one within the limits straight through', async () => {
      const far = await underReview({ requestedLimit: '20000.00' });
      expect((await act(risk, far.id, 'approve', { approved_limit: '15000' })).body.data.limit_request.request_status).toBe(
        'awaiting_confirmation',
      );
      const near = await underReview({ requestedLimit: '20000.00' });
      expect((await act(risk, near.id, 'approve', { approved_limit: '16000' })).body.data.limit_request.request_status).toBe('approved');
      expect(await stored(near.id)).toMatchObject({ approvedBy: risk.user.id, confirmedBy: null });
    });

    it('sends an approval back to its first reviewer only with a note, clearing the amount', async () => {
      const request = await underReview();
      await act(risk, request.id, 'approve', { approved_limit: '140000' });
      expect(await act(secondRisk, request.id, 'send_back', { comment: '  ' })).toEqual({
        status: 422,
        body: { message: 'The given data was invalid', errors: { comment: ['This field is required'] } },
      });
      expect((await act(risk, request.id, 'send_back', { comment: 'Mine' })).status).toBe(403);
      expect((await act(secondRisk, request.id, 'send_back', { comment: 'Check the salary slip' })).status).toBe(200);
      expect(await stored(request.id)).toMatchObject({
        requestStatus: 'under_review',
        decisionStatus: 'pending',
        assignedTo: risk.user.id,
        approvedLimit: null,
        approvedBy: null,
      });
      expect((await logs(request.id)).at(-1)).toMatchObject({
        action_name: 'Send back',
        action_by: secondRisk.user.name,
        assigned_to: risk.user.name,
        comment: 'Check the salary slip',
        changes: [
          { field: 'approved_limit', old: '140000.00', new: null },
          { field: 'request_status', old: 'awaiting_confirmation', new: 'under_review' },
        ],
      });
      expect(await offered(risk, request.id)).toEqual(['approve', 'reject', 'return_to_agent']);
    });
  });

  describe('reject reasons', () => {
    it('needs a reason from the list: missing, unknown or inactive is a translated 422 on reason_id', async () => {
      const request = await underReview();
      expect(await act(risk, request.id, 'reject', { comment: 'No' }, 'ar')).toEqual({
        status: 422,
        body: { message: 'البيانات المدخلة غير صالحة', errors: { reason_id: ['هذا الحقل مطلوب'] } },
      });
      expect((await act(risk, request.id, 'reject', { reason_id: 999_999 })).body.errors).toEqual({
        reason_id: ['Choose a value from the list'],
      });
      const [inactive] = await app.db
        .insert(rejectReasons)
        .values({ nameAr: 'سبب غير مستخدم', nameEn: 'Inactive test reason', active: false })
        .returning();
      expect((await act(risk, request.id, 'reject', { reason_id: inactive!.id })).body.errors).toEqual({
        reason_id: ['Choose a value from the list'],
      });
      expect((await act(risk, request.id, 'approve', { reason_id: reasons[0]!.id })).body.errors).toEqual({
        reason_id: ['This action does not take this data'],
      });
      expect((await stored(request.id)).requestStatus).toBe('under_review');
    });

    it('shows the reason in the details and the activity log, in the reader’s language', async () => {
      const request = await underReview();
      const reason = reasons[1]!;
      expect((await act(risk, request.id, 'reject', { reason_id: reason.id, comment: 'Payslip missing' })).status).toBe(200);
      expect(await stored(request.id)).toMatchObject({ requestStatus: 'rejected', rejectReasonId: reason.id });
      const english = (await show(agent, request.id)).limit_request;
      expect(english.reject_reason).toBe(reason.nameEn);
      expect(english.logs.at(-1)).toMatchObject({
        action_name: 'Reject',
        comment: 'Payslip missing',
        changes: [
          { field: 'reject_reason_id', old: null, new: reason.nameEn, kind: 'text' },
          { field: 'request_status', old: 'under_review', new: 'rejected', kind: 'request_status' },
        ],
      });
      const arabic = (await show(agent, request.id, 'ar')).limit_request;
      expect([arabic.reject_reason, arabic.logs.at(-1).changes[0].new]).toEqual([reason.nameAr, reason.nameAr]);
    });
  });

  it('refuses to close a request that would overflow the client balance (422, translated), writing nothing', async () => {
    const request = await requestIn(
      { requestStatus: 'contract_uploaded', decisionStatus: 'approved', assignedTo: risk.user.id, approvedLimit: '15000.00' },
      '999999999000.00',
    );
    expect(await act(secondRisk, request.id, 'close', {}, 'ar')).toEqual({
      status: 422,
      body: { message: 'لا يمكن إغلاق الطلب: سيتجاوز رصيد العميل أكبر مبلغ يمكن حفظه' },
    });
    expect(await stored(request.id)).toMatchObject({ requestStatus: 'contract_uploaded', version: 0 });
    expect(await clientOf(request.clientId)).toMatchObject({ balance: '999999999000.00', status: 'pending' });
    // Not stuck: once the balance has room, the same request closes.
    await app.db.update(clients).set({ balance: '0.00' }).where(eq(clients.id, request.clientId));
    expect((await act(secondRisk, request.id, 'close')).status).toBe(200);
  });
});
