import { deriveIdentity } from '@back-office/shared/rules';
import { sql } from 'drizzle-orm';
import { signedIn } from '../../test/fixtures';
import { issuedCode, requestFields, requestReference, submittedClient, type RequestReference } from '../../test/limit-request-form';
import { actionIds } from '../../test/limit-requests';
import { JPEG, multipart, PDF, PNG } from '../../test/multipart';
import { backends, useTestApp } from '../../test/test-app';

type Staff = Awaited<ReturnType<typeof signedIn>>;

describe.each(backends())('GET /api/limit-requests/show/{id} ($name)', (backend) => {
  const context = useTestApp(backend);
  let creator: Staff;
  let otherAgent: Staff;
  let risk: Staff;
  let reference: RequestReference;
  let id: number;
  let code: string;

  beforeAll(async () => {
    const { app } = context;
    [creator, otherAgent, risk] = [await signedIn(app), await signedIn(app), await signedIn(app, 'risk')];
    reference = { ...(await requestReference(app)), clientId: await submittedClient(app, creator.headers) };
    code = await issuedCode(app);
    const form = multipart(
      requestFields(reference, code, {
        front_image: `data:image/jpeg;base64,${JPEG.toString('base64')}`,
        back_image: { name: 'back.png', content: PNG, type: 'image/png' },
        'contract_documents[0][document_type_id]': String(reference.contractTypeId),
        'contract_documents[0][file]': { name: 'contract.pdf', content: PDF },
      }),
    );
    id = (
      await app.inject({
        method: 'POST',
        url: '/api/limit-requests/store',
        payload: form.payload,
        headers: { ...creator.headers, ...form.headers },
      })
    ).json().data.limit_request.id;
    await app.db.execute(sql`insert into limit_request_comments (limit_request_id, comment, created_by, created_at) values
      (${id}, 'الثاني', ${creator.user.id}, now()), (${id}, 'الأول', ${otherAgent.user.id}, now() - interval '1 hour')`);
  });

  const show = (who: Staff, requestId = id, language = 'en') =>
    context.app.inject({
      method: 'GET',
      url: `/api/limit-requests/show/${requestId}`,
      headers: { ...who.headers, 'accept-language': language },
    });

  it('sends the detail, its files behind signed links, and what the dialogs need', async () => {
    const response = await show(creator);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const detail = data.limit_request;
    expect(detail).toMatchObject({
      id,
      code,
      client_id: reference.clientId,
      request_status: 'new',
      decision_status: 'pending',
      requested_limit: '25000.00',
      approved_limit: null,
      tenure: 12,
      merchant_id: reference.merchantId,
      merchant_name: 'Nile Electronics',
      product_id: reference.productId,
      product_name: 'Smartphones',
      merchant_branch_id: reference.branchId,
      branch_name: 'Nasr City Branch',
      request_type_id: 'Government Employee',
      limit_request_type_id: reference.typeId,
      creator: creator.user.name,
      assigned_to: null,
      is_closed: false,
      can_edit: true,
      can_comment: true,
      relative_degree: {
        relative_name: 'محمود علي',
        relative_mobile_number: '01112345678',
        relative_degree_type: 'Father',
        relative_degree_type_id: reference.degreeId,
      },
      // Issue 15: the log opens with the amount and terms, references named in the reader's language.
      logs: [
        {
          id: expect.any(Number),
          action_name: 'Request created',
          date: expect.any(String),
          action_by: creator.user.name,
          assigned_to: null,
          changes: [
            { field: 'limit_request_type_id', old: null, new: 'Government Employee', kind: 'text' },
            { field: 'requested_limit', old: null, new: '25000.00', kind: 'money' },
            { field: 'tenure', old: null, new: '12', kind: 'number' },
            { field: 'merchant_id', old: null, new: expect.any(String), kind: 'text' },
            { field: 'product_id', old: null, new: expect.any(String), kind: 'text' },
            { field: 'merchant_branch_id', old: null, new: 'Nasr City Branch', kind: 'text' },
            { field: 'relative_name', old: null, new: 'محمود علي', kind: 'text' },
            { field: 'relative_mobile_number', old: null, new: '01112345678', kind: 'text' },
            { field: 'relative_degree_type_id', old: null, new: 'Father', kind: 'text' },
          ],
          comment: null,
        },
      ],
      version: 0,
    });
    expect(detail.client).toMatchObject({
      id: reference.clientId,
      name: 'محمد أحمد علي',
      code: expect.stringMatching(/^CL-\d{6}$/),
      gender: deriveIdentity(detail.client.national_id)!.gender,
      birth_date: '1990-01-01',
      age: expect.any(Number),
      NID_issuance_date: '2022-03-01',
      NID_expired_date: '2029-03-01',
      title: 'محاسب',
      employment_type: 'Private Sector Employee',
      monthly_income: '7500.00',
      is_submited: true,
      company_name: 'شركة النيل',
      company_sector: expect.any(String),
    });
    expect(detail.client.addresses.current_home).toEqual({
      address: '5 شارع الجمهورية',
      governorate: expect.any(Object),
      city: expect.any(Object),
      area: expect.any(Object),
    });
    expect(detail.client.addresses.company).toMatchObject({ address: 'برج النيل، الدور 3', company_name: 'شركة النيل' });
    expect(detail.client.documents).toEqual([
      {
        id: expect.any(Number),
        type: expect.any(String),
        document_type_id: expect.any(Number),
        path: expect.stringMatching(/^\/api\/files\/\d+\./),
        file_name: 'national-id.pdf',
        mime_type: 'application/pdf',
        size: PDF.length,
      },
    ]);
    expect(detail.comments.map((comment: { comment: string; creator: string }) => [comment.comment, comment.creator])).toEqual([
      ['الأول', otherAgent.user.name],
      ['الثاني', creator.user.name],
    ]);
    expect(detail.documents).toEqual([
      {
        id: expect.any(Number),
        type: 'Salary Certificate',
        document_type_id: reference.generalTypeId,
        path: expect.stringMatching(/^\/api\/files\/limit-requests\//),
        file_name: 'salary.pdf',
        mime_type: 'application/pdf',
        size: PDF.length,
      },
      {
        id: expect.any(Number),
        type: 'Signed Contract',
        document_type_id: reference.contractTypeId,
        path: expect.stringMatching(/^\/api\/files\/limit-requests\//),
        file_name: 'contract.pdf',
        mime_type: 'application/pdf',
        size: PDF.length,
      },
    ]);
    expect(data.documents).toEqual(detail.documents);
    expect(data.verification_images).toEqual(detail.verification_images);
    expect(detail.verification_images).toEqual({
      front_image: expect.stringMatching(/^\/api\/files\/limit-requests\//),
      back_image: expect.stringMatching(/^\/api\/files\/limit-requests\//),
      selfie: null,
    });
    expect(data.risk_users).toEqual(expect.arrayContaining([{ id: risk.user.id, name: risk.user.name }]));
    expect(data.document_types).toEqual([
      { id: expect.any(Number), name: 'Signed Contract' },
      { id: expect.any(Number), name: 'Promissory Note' },
    ]);
  });

  it('serves every linked file with its checked type, the client files too', async () => {
    const { limit_request: detail } = (await show(creator)).json().data;
    const open = (path: string) => context.app.inject({ method: 'GET', url: path });
    const front = await open(detail.verification_images.front_image);
    expect({ status: front.statusCode, type: front.headers['content-type'], same: front.rawPayload.equals(JPEG) }).toEqual({
      status: 200,
      type: 'image/jpeg',
      same: true,
    });
    const back = await open(detail.verification_images.back_image);
    expect({ type: back.headers['content-type'], same: back.rawPayload.equals(PNG) }).toEqual({ type: 'image/png', same: true });
    const contract = await open(detail.documents[1].path);
    expect({ type: contract.headers['content-type'], disposition: contract.headers['content-disposition'] }).toEqual({
      type: 'application/pdf',
      disposition: expect.stringMatching(/^inline; filename="contract.pdf"/),
    });
    expect((await open(detail.client.documents[0].path)).statusCode).toBe(200);
    // A request's link never opens the client file of the same number, nor the other way round.
    expect((await open(detail.documents[0].path.replace('/limit-requests/', '/'))).statusCode).toBe(403);
  });

  it('offers each user only the actions they may run, and shows the log', async () => {
    const titles = async (who: Staff) =>
      (await show(who))
        .json()
        .data.limit_request.available_actions.map((action: { core_function_key: string }) => action.core_function_key);
    // Issue 16: an agent assigns nobody; the request waits in the queue for a risk user to take it.
    expect(await titles(creator)).toEqual(['cancel']);
    expect(await titles(otherAgent)).toEqual([]);
    expect(await titles(risk)).toEqual(['take']);
    const take = (await actionIds(context.app)).take;
    await context.app.inject({ method: 'POST', url: `/api/limit-requests/${id}/action/${take}`, headers: risk.headers, payload: {} });
    const detail = (await show(risk)).json().data.limit_request;
    expect(detail).toMatchObject({ request_status: 'under_review', assigned_to: risk.user.name, can_edit: false, version: 1 });
    expect(detail.available_actions.map((action: { core_function_key: string }) => action.core_function_key)).toEqual([
      'approve',
      'reject',
      'return_to_agent',
    ]);
    expect(detail.logs.slice(1)).toEqual([
      {
        id: expect.any(Number),
        action_name: 'Take for review',
        date: expect.any(String),
        action_by: risk.user.name,
        assigned_to: risk.user.name,
        changes: [{ field: 'request_status', old: 'new', new: 'under_review', kind: 'request_status' }],
        comment: null,
      },
    ]);
    // Issue 15: the assigned reviewer may comment now; the creator, an agent, no longer may.
    expect(detail.can_comment).toBe(true);
    expect((await show(creator)).json().data.limit_request.can_comment).toBe(false);
  });

  it('names everything in Arabic by default', async () => {
    const detail = (await show(creator, id, 'ar')).json().data.limit_request;
    expect(detail).toMatchObject({
      merchant_name: 'النيل للإلكترونيات',
      product_name: 'هواتف ذكية',
      relative_degree: { relative_degree_type: 'الأب' },
    });
    expect(detail.documents[0].type).toBe('مفردات مرتب');
  });

  it('answers 404 for an unknown request and 401 without a token', async () => {
    const missing = await show(creator, 999_999);
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 404, body: { message: 'Not found' } });
    expect((await context.app.inject({ method: 'GET', url: `/api/limit-requests/show/${id}` })).statusCode).toBe(401);
  });
});
