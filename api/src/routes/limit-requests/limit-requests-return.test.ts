import { asc, eq, sql } from 'drizzle-orm';
import { returnReasons } from '../../db/schema';
import { signedIn } from '../../test/fixtures';
import { requestFields, requestReference, issuedCode, type FormParts, type RequestReference } from '../../test/limit-request-form';
import { actionIds } from '../../test/limit-requests';
import { multipart } from '../../test/multipart';
import { backends, useTestApp } from '../../test/test-app';
import type { LimitRequestActionKey } from '../../db/schema';

type Staff = Awaited<ReturnType<typeof signedIn>>;

/**
 * Issue 18: the assigned reviewer returns a request to its creator with a reason and a comment; the
 * creator (only) edits it and resubmits it to the same reviewer; the log and the stage clock follow.
 */
describe.each(backends())('returning a limit request to its agent ($name)', (backend) => {
  const context = useTestApp(backend);
  let agent: Staff;
  let otherAgent: Staff;
  let risk: Staff;
  let otherRisk: Staff;
  let admin: Staff;
  let reference: RequestReference;
  let ids: Record<LimitRequestActionKey, number>;
  let reasons: { id: number; nameEn: string; nameAr: string; active: boolean }[];

  beforeAll(async () => {
    [agent, otherAgent, risk, otherRisk, admin] = [
      await signedIn(context.app),
      await signedIn(context.app),
      await signedIn(context.app, 'risk'),
      await signedIn(context.app, 'risk'),
      await signedIn(context.app, 'admin'),
    ];
    reference = await requestReference(context.app);
    ids = await actionIds(context.app);
    reasons = await context.app.db.select().from(returnReasons).orderBy(asc(returnReasons.id));
  });

  const query = async (statement: ReturnType<typeof sql>) => (await context.app.db.execute<Record<string, unknown>>(statement)).rows;
  const row = async (id: number) => (await query(sql`select * from limit_requests where id = ${id}`))[0]!;

  async function act(who: Staff, id: number, action: LimitRequestActionKey, payload: object = {}, language = 'en') {
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/limit-requests/${id}/action/${ids[action]}`,
      headers: { ...who.headers, 'accept-language': language },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  }
  const show = async (who: Staff, id: number, language = 'en') =>
    (
      await context.app.inject({
        method: 'GET',
        url: `/api/limit-requests/show/${id}`,
        headers: { ...who.headers, 'accept-language': language },
      })
    ).json().data;

  /** A request made by agent@ through the API and taken by risk@: under review, assigned to risk. */
  async function underReview() {
    const code = await issuedCode(context.app);
    const form = multipart(requestFields(reference, code));
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/limit-requests/store',
      payload: form.payload,
      headers: { ...agent.headers, ...form.headers },
    });
    expect(response.statusCode).toBe(201);
    const id: number = response.json().data.limit_request.id;
    expect((await act(risk, id, 'take')).status).toBe(200);
    const unchanged: FormParts = requestFields(reference, code, {
      'general_documents[0][document_type_id]': undefined,
      'general_documents[0][file]': undefined,
    });
    return { id, unchanged };
  }

  const edit = async (who: Staff, id: number, parts: FormParts) => {
    const form = multipart(parts);
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/limit-requests/update/${id}`,
      payload: form.payload,
      headers: { ...who.headers, ...form.headers, 'if-match': `"${(await row(id)).version}"` },
    });
    return response.statusCode;
  };

  it('needs a reason from the active list and a comment, with translated errors per field', async () => {
    const { id } = await underReview();
    const missing = await act(risk, id, 'return_to_agent', {}, 'ar');
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['comment', 'reason_id']);
    expect(missing.body.errors.comment[0]).toMatch(/[\u0600-\u06FF]/);

    await context.app.db.update(returnReasons).set({ active: false }).where(eq(returnReasons.id, reasons[1]!.id));
    try {
      const inactive = await act(risk, id, 'return_to_agent', { reason_id: reasons[1]!.id, comment: 'x' });
      expect(inactive.status).toBe(422);
      expect(Object.keys(inactive.body.errors)).toEqual(['reason_id']);
    } finally {
      await context.app.db.update(returnReasons).set({ active: true }).where(eq(returnReasons.id, reasons[1]!.id));
    }
    expect(await row(id)).toMatchObject({ request_status: 'under_review' });
  });

  it('is the assigned reviewer’s alone (403 to others, 422 in another state)', async () => {
    const { id } = await underReview();
    const body = { reason_id: reasons[0]!.id, comment: 'Missing payslip' };
    expect((await act(otherRisk, id, 'return_to_agent', body)).status).toBe(403);
    expect((await act(admin, id, 'return_to_agent', body)).status).toBe(403);
    expect((await act(agent, id, 'return_to_agent', body)).status).toBe(403);
    expect((await act(risk, id, 'resubmit')).status).toBe(422);
    expect((await show(risk, id)).limit_request.available_actions.map((a: { core_function_key: string }) => a.core_function_key)).toContain(
      'return_to_agent',
    );
  });

  it('returns to the creator, who alone edits and resubmits it to the same reviewer; the log and stage clock follow', async () => {
    const { id, unchanged } = await underReview();
    await query(sql`update limit_requests set stage_entered_at = now() - interval '3 days' where id = ${id}`);
    const returned = await act(risk, id, 'return_to_agent', { reason_id: reasons[0]!.id, comment: '  Lower the amount  ' });
    expect(returned.status).toBe(200);
    expect(returned.body.data.limit_request).toMatchObject({ request_status: 'returned_to_agent', decision_status: 'pending' });
    const afterReturn = await row(id);
    expect(afterReturn).toMatchObject({ request_status: 'returned_to_agent', assigned_to: risk.user.id, return_reason_id: reasons[0]!.id });
    expect(Date.now() - new Date(afterReturn.stage_entered_at as string).getTime()).toBeLessThan(60_000);

    const seen = await show(agent, id);
    expect(seen.limit_request).toMatchObject({ can_edit: true, return_reason: reasons[0]!.nameEn });
    expect(seen.return_reasons.map((reason: { id: number }) => reason.id)).toContain(reasons[0]!.id);
    expect(seen.limit_request.available_actions.map((a: { core_function_key: string }) => a.core_function_key).sort()).toEqual([
      'cancel',
      'resubmit',
    ]);
    // Nobody else edits it: not another agent, not the reviewer, not an admin.
    expect((await show(otherAgent, id)).limit_request.can_edit).toBe(false);
    for (const other of [otherAgent, risk, admin]) expect(await edit(other, id, { ...unchanged, requested_limit: '12000' })).toBe(403);
    expect((await act(otherAgent, id, 'resubmit')).status).toBe(403);
    expect((await act(risk, id, 'approve')).status).toBe(422);

    expect(await edit(agent, id, { ...unchanged, requested_limit: '12000' })).toBe(200);
    const resubmitted = await act(agent, id, 'resubmit', { comment: 'Amount lowered' });
    expect(resubmitted.status).toBe(200);
    expect(await row(id)).toMatchObject({ request_status: 'under_review', assigned_to: risk.user.id, requested_limit: '12000.00' });
    expect(await edit(agent, id, { ...unchanged, requested_limit: '11000' })).toBe(409);

    const logs = (await show(admin, id)).limit_request.logs as {
      action_name: string;
      comment: string | null;
      changes: { field: string; new: string | null }[];
    }[];
    const names = logs.map((entry) => entry.action_name);
    expect(names).toEqual(expect.arrayContaining(['Return to agent', 'Resubmit']));
    const returnEntry = logs.find((entry) => entry.action_name === 'Return to agent')!;
    expect(returnEntry.comment).toBe('Lower the amount');
    expect(returnEntry.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'return_reason_id', new: reasons[0]!.nameEn }),
        expect.objectContaining({ field: 'request_status', new: 'returned_to_agent' }),
      ]),
    );
    expect(logs.find((entry) => entry.action_name === 'Resubmit')!.comment).toBe('Amount lowered');
    expect(logs.some((entry) => entry.changes.some((change) => change.field === 'requested_limit' && change.new === '12000.00'))).toBe(
      true,
    );

    // The reviewer decides as before; the creator's client is untouched until then.
    expect((await act(risk, id, 'approve')).status).toBe(200);
    expect(await row(id)).toMatchObject({ request_status: 'approved' });
    expect((await row(id)).decided_at).not.toBeNull();
  });

  it('lets its creator cancel a returned request, and comments come from its creator and reviewer', async () => {
    const { id } = await underReview();
    expect((await act(risk, id, 'return_to_agent', { reason_id: reasons[0]!.id, comment: 'Why' })).status).toBe(200);
    const comment = (who: Staff) =>
      context.app.inject({
        method: 'POST',
        url: `/api/limit-requests/${id}/comments`,
        headers: who.headers,
        payload: { comment: 'Noted' },
      });
    expect((await comment(agent)).statusCode).toBe(201);
    expect((await comment(risk)).statusCode).toBe(201);
    expect((await comment(otherRisk)).statusCode).toBe(403);
    expect((await act(agent, id, 'cancel')).status).toBe(200);
    expect(await row(id)).toMatchObject({ request_status: 'cancelled', decision_status: 'cancelled' });
  });
});
