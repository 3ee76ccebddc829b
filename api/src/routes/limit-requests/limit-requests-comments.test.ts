import type { FastifyInstance } from 'fastify';
import type { LimitRequestStatus, NewLimitRequest } from '../../db/schema';
import { insertClient, signedIn } from '../../test/fixtures';
import { insertLimitRequest } from '../../test/limit-requests';
import { backends, useTestApp } from '../../test/test-app';

type Staff = Awaited<ReturnType<typeof signedIn>>;
type Who = 'creator' | 'otherAgent' | 'risk' | 'otherRisk' | 'admin';

/** Issue 15: a reviewer comments on a request under review without editing it. */
describe.each(backends())('POST /api/limit-requests/{id}/comments ($name)', (backend) => {
  const context = useTestApp(backend);
  let app: FastifyInstance;
  let staff: Record<Who, Staff>;

  beforeAll(async () => {
    app = context.app;
    staff = {
      creator: await signedIn(app),
      otherAgent: await signedIn(app),
      risk: await signedIn(app, 'risk'),
      otherRisk: await signedIn(app, 'risk'),
      admin: await signedIn(app, 'admin'),
    };
  });

  async function requestIn(requestStatus: LimitRequestStatus) {
    const client = await insertClient(app, { isSubmitted: true });
    const values: Partial<NewLimitRequest> = requestStatus === 'new' ? {} : { assignedTo: staff.risk.user.id };
    return insertLimitRequest(app, { clientId: client.id, createdBy: staff.creator.user.id, requestStatus, ...values });
  }
  const comment = (who: Staff, id: number, body: object, language = 'en') =>
    app.inject({
      method: 'POST',
      url: `/api/limit-requests/${id}/comments`,
      headers: { ...who.headers, 'accept-language': language },
      payload: body,
    });
  const detail = async (who: Staff, id: number) =>
    (await app.inject({ method: 'GET', url: `/api/limit-requests/show/${id}`, headers: who.headers })).json().data.limit_request;

  it('adds the comment, trimmed, with its author, oldest first in the details', async () => {
    const request = await requestIn('under_review');
    const response = await comment(staff.otherRisk, request.id, { comment: '  يرجى إرفاق كشف حساب  ' });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 201,
      body: {
        message: 'Comment added',
        data: {
          comment: {
            id: expect.any(Number),
            comment: 'يرجى إرفاق كشف حساب',
            creator: staff.otherRisk.user.name,
            created_from: expect.any(String),
          },
        },
      },
    });
    // PostgreSQL text cannot hold U+0000: it is dropped, never a 500.
    expect((await comment(staff.admin, request.id, { comment: 'Sec\u0000ond' })).json().data.comment.comment).toBe('Second');
    const { comments } = await detail(staff.risk, request.id);
    expect(comments.map((entry: { comment: string }) => entry.comment)).toEqual(['يرجى إرفاق كشف حساب', 'Second']);
    expect(comments[0].created_from).toBe(response.json().data.comment.created_from);
  });

  // The matrix: status × who → the answer, and can_comment in the details says the same.
  it.each<[LimitRequestStatus, Record<Who, 201 | 403 | 422>]>([
    ['new', { creator: 201, otherAgent: 201, risk: 403, otherRisk: 403, admin: 201 }],
    ['under_review', { creator: 403, otherAgent: 403, risk: 201, otherRisk: 201, admin: 201 }],
    // Issue 16: the two reviewers of an approval waiting for confirmation may discuss it.
    ['awaiting_confirmation', { creator: 403, otherAgent: 403, risk: 201, otherRisk: 201, admin: 201 }],
    ['approved', { creator: 422, otherAgent: 422, risk: 422, otherRisk: 422, admin: 422 }],
    ['contract_uploaded', { creator: 422, otherAgent: 422, risk: 422, otherRisk: 422, admin: 422 }],
    ['closed', { creator: 422, otherAgent: 422, risk: 422, otherRisk: 422, admin: 422 }],
    ['rejected', { creator: 422, otherAgent: 422, risk: 422, otherRisk: 422, admin: 422 }],
    ['cancelled', { creator: 422, otherAgent: 422, risk: 422, otherRisk: 422, admin: 422 }],
  ])('on a %s request answers %p, as can_comment says', async (status, expected) => {
    const request = await requestIn(status);
    const seen: Record<string, unknown> = {};
    const offered: Record<string, unknown> = {};
    for (const who of Object.keys(expected) as Who[]) {
      offered[who] = (await detail(staff[who], request.id)).can_comment;
      seen[who] = (await comment(staff[who], request.id, { comment: `From ${who}` })).statusCode;
    }
    expect(seen).toEqual(expected);
    expect(offered).toEqual(Object.fromEntries(Object.entries(expected).map(([who, code]) => [who, code === 201])));
  });

  it("explains a refusal in the reader's language", async () => {
    const closed = await requestIn('closed');
    const refused = await comment(staff.admin, closed.id, { comment: 'late' }, 'ar');
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 422,
      body: { message: 'لا يمكن إضافة تعليقات على طلب الحد في حالته الحالية' },
    });
    const review = await requestIn('under_review');
    const forbidden = await comment(staff.creator, review.id, { comment: 'mine' });
    expect({ status: forbidden.statusCode, body: forbidden.json() }).toEqual({
      status: 403,
      body: { message: expect.any(String) },
    });
  });

  it('refuses a blank, empty or overlong comment with 422 on comment, an unknown request with 404, no token with 401', async () => {
    const request = await requestIn('under_review');
    const blank = await comment(staff.risk, request.id, { comment: '   ' });
    expect({ status: blank.statusCode, body: blank.json() }).toEqual({
      status: 422,
      body: { message: 'The given data was invalid', errors: { comment: ['This field is required'] } },
    });
    for (const body of [{ comment: '' }, {}, { comment: 'x'.repeat(2001) }]) {
      const refused = await comment(staff.risk, request.id, body);
      expect({ status: refused.statusCode, fields: Object.keys(refused.json().errors) }).toEqual({ status: 422, fields: ['comment'] });
    }
    expect((await detail(staff.risk, request.id)).comments).toEqual([]);
    expect((await comment(staff.risk, 987_654, { comment: 'x' })).statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'POST', url: `/api/limit-requests/${request.id}/comments`, payload: { comment: 'x' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
