import { translateRule } from '@back-office/shared/rules';
import { sql } from 'drizzle-orm';
import { insertClient, signedIn } from '../../test/fixtures';
import {
  issuedCode,
  requestFields,
  requestForm,
  requestReference,
  type FormParts,
  type RequestReference,
} from '../../test/limit-request-form';
import { storeRequests, type StoreState } from '../../test/limit-request-store';
import { PDF } from '../../test/multipart';
import { backends, useTestApp } from '../../test/test-app';

describe.each(backends())('POST /api/limit-requests/store ($name)', (backend) => {
  const context = useTestApp(backend);
  const state = {} as StoreState;
  let userId: number;
  const { store, storeWith, rows: query, count, storedFiles } = storeRequests(context, state);

  beforeAll(async () => {
    const staff = await signedIn(context.app);
    [state.headers, userId] = [staff.headers, staff.user.id];
    state.reference = await requestReference(context.app);
  });

  const rule = (key: string) => translateRule('ar', key);

  it('creates a new, pending request at version 0 with its documents, and logs its amount and terms', async () => {
    const code = await issuedCode(context.app);
    const { status, body } = await store(requestForm(state.reference, code, { relative_name: '  محمود   علي ', unknown_field: 'x' }));
    expect({ status, body }).toEqual({
      status: 201,
      body: { message: 'تم إنشاء طلب الحد الائتماني', data: { limit_request: { id: expect.any(Number), code } } },
    });
    const id = body.data.limit_request.id;
    const [row] = await query(sql`select * from limit_requests where id = ${id}`);
    expect(row).toMatchObject({
      code,
      client_id: String(state.reference.clientId),
      requested_limit: '25000.00',
      approved_limit: null,
      tenure: 12,
      merchant_branch_id: state.reference.branchId,
      relative_name: 'محمود علي',
      request_status: 'new',
      decision_status: 'pending',
      version: 0,
      created_by: userId,
      assigned_to: null,
    });
    const documents = await query(
      sql`select kind, document_type_id, original_name, mime_type, storage_key from limit_request_documents where limit_request_id = ${id}`,
    );
    expect(documents).toEqual([
      {
        kind: 'general',
        document_type_id: state.reference.generalTypeId,
        original_name: 'salary.pdf',
        mime_type: 'application/pdf',
        storage_key: expect.any(String),
      },
    ]);
    expect(storedFiles()).toContain(documents[0]!.storage_key);
    // Issue 15: the log starts with the amount and terms, ids kept (named when read).
    const logs = await query(
      sql`select event, action_id, acted_by, changes, comment from limit_request_logs where limit_request_id = ${id}`,
    );
    expect(logs).toEqual([{ event: 'created', action_id: null, acted_by: userId, changes: expect.any(Array), comment: null }]);
    expect(logs[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'requested_limit', old: null, new: '25000.00' },
        { field: 'tenure', old: null, new: '12' },
        { field: 'merchant_branch_id', old: null, new: String(state.reference.branchId) },
        { field: 'relative_name', old: null, new: 'محمود علي' },
      ]),
    );
    expect(logs[0]!.changes).toHaveLength(9);
  });

  it('answers in English on request', async () => {
    const { body } = await storeWith({}, { 'accept-language': 'en' });
    expect(body.message).toBe('Limit request created');
  });

  it.each<[string, FormParts, string, string]>([
    ['no client', { client_id: '' }, 'client_id', 'common.fieldRequired'],
    ['client 0', { client_id: '0' }, 'client_id', 'common.positiveNumber'],
    ['no request type', { limit_request_type_id: '' }, 'limit_request_type_id', 'common.fieldRequired'],
    ['a non-numeric request type', { limit_request_type_id: 'abc' }, 'limit_request_type_id', 'common.positiveNumber'],
    ['no requested limit', { requested_limit: ' ' }, 'requested_limit', 'common.fieldRequired'],
    ['a negative requested limit', { requested_limit: '-5' }, 'requested_limit', 'common.positiveNumber'],
    ['a zero requested limit', { requested_limit: '0' }, 'requested_limit', 'common.positiveNumber'],
    ['no tenure', { tenure: '' }, 'tenure', 'common.fieldRequired'],
    ['a tenure of 0', { tenure: '0' }, 'tenure', 'limitRequests.tenureRange'],
    ['a tenure of 37', { tenure: '37' }, 'tenure', 'limitRequests.tenureRange'],
    ['a fractional tenure', { tenure: '1.5' }, 'tenure', 'limitRequests.tenureRange'],
    ['no merchant', { merchant_id: '' }, 'merchant_id', 'common.fieldRequired'],
    ['a non-numeric product', { product_id: 'x' }, 'product_id', 'common.positiveNumber'],
    ['no branch', { merchant_branch_id: '' }, 'merchant_branch_id', 'common.fieldRequired'],
    ['branch 0', { merchant_branch_id: '0' }, 'merchant_branch_id', 'common.positiveNumber'],
    ['no relative degree', { relative_degree_type_id: '' }, 'relative_degree_type_id', 'common.fieldRequired'],
    ['relative degree 0', { relative_degree_type_id: '0' }, 'relative_degree_type_id', 'common.positiveNumber'],
    ['a blank relative name', { relative_name: '   ' }, 'relative_name', 'common.fieldRequired'],
    ['a Latin relative name', { relative_name: 'Mahmoud Ali' }, 'relative_name', 'limitRequests.degreeNameInvalid'],
    ['a relative name with digits', { relative_name: 'محمود 2' }, 'relative_name', 'limitRequests.degreeNameInvalid'],
    ['no relative mobile', { relative_mobile_number: '' }, 'relative_mobile_number', 'common.fieldRequired'],
    [
      'a relative mobile starting 013',
      { relative_mobile_number: '01312345678' },
      'relative_mobile_number',
      'clients.primeMobileNumberInvalid',
    ],
    ['a 10-digit relative mobile', { relative_mobile_number: '0101234567' }, 'relative_mobile_number', 'clients.primeMobileNumberInvalid'],
    ['no code', { code: '' }, 'code', 'common.fieldRequired'],
    [
      'a general document without type',
      { 'general_documents[0][document_type_id]': '' },
      'general_documents.0.document_type_id',
      'common.fieldRequired',
    ],
    ['a general document without file', { 'general_documents[0][file]': undefined }, 'general_documents.0.file', 'common.fieldRequired'],
  ])('refuses %s with 422 on that field (SPEC §5)', async (_case, overrides, field, key) => {
    const [files, requests] = [storedFiles().length, await count('limit_requests')];
    const { status, body } = await storeWith(overrides);
    expect({ status, body }).toEqual({ status: 422, body: { message: 'البيانات المدخلة غير صالحة', errors: { [field]: [rule(key)] } } });
    expect(storedFiles()).toHaveLength(files);
    expect(await count('limit_requests')).toBe(requests);
  });

  // The server's own checks, and the one rule that needs a contract type.
  it.each<[string, (ref: RequestReference) => FormParts, string, string]>([
    [
      'a contract document without file',
      (ref) => ({ 'contract_documents[0][document_type_id]': String(ref.contractTypeId) }),
      'contract_documents.0.file',
      'common.fieldRequired',
    ],
    ['an unknown client', () => ({ client_id: '999999' }), 'client_id', 'limitRequests.clientNotFound'],
    ['an unknown request type', () => ({ limit_request_type_id: '9999' }), 'limit_request_type_id', 'limitRequests.optionNotFound'],
    ['an unknown merchant', () => ({ merchant_id: '9999' }), 'merchant_id', 'limitRequests.optionNotFound'],
    ['an unknown product', () => ({ product_id: '9999' }), 'product_id', 'limitRequests.optionNotFound'],
    ['an id beyond the integer columns', () => ({ product_id: '99999999999' }), 'product_id', 'limitRequests.optionNotFound'],
    ['an unknown branch', () => ({ merchant_branch_id: '9999' }), 'merchant_branch_id', 'limitRequests.optionNotFound'],
    ['an unknown relative degree', () => ({ relative_degree_type_id: '9999' }), 'relative_degree_type_id', 'limitRequests.optionNotFound'],
    [
      "another merchant's product",
      (ref) => ({ product_id: String(ref.otherProductId) }),
      'product_id',
      'limitRequests.productNotOfMerchant',
    ],
    [
      "another merchant's branch",
      (ref) => ({ merchant_branch_id: String(ref.otherBranchId) }),
      'merchant_branch_id',
      'limitRequests.branchNotOfMerchant',
    ],
    ['an amount with three decimals', () => ({ requested_limit: '100.005' }), 'requested_limit', 'common.amountInvalid'],
    ['an amount beyond 12 digits', () => ({ requested_limit: '1000000000000' }), 'requested_limit', 'common.amountInvalid'],
    // Issue 16: numbers no column holds and texts beyond field-limits.ts are field errors, never a 500 or a cut value.
    ['an amount of 1e300', () => ({ requested_limit: '1e300' }), 'requested_limit', 'common.positiveNumber'],
    ['an amount of 10000000000000', () => ({ requested_limit: '10000000000000' }), 'requested_limit', 'common.amountInvalid'],
    ['a 20,000-character relative name', () => ({ relative_name: 'م'.repeat(20_000) }), 'relative_name', 'common.nameTooLong'],
    ['a 31-character code', () => ({ code: 'L'.repeat(31) }), 'code', 'common.codeTooLong'],
    [
      'a contract type as a general document',
      (ref) => ({ 'general_documents[0][document_type_id]': String(ref.contractTypeId) }),
      'general_documents.0.document_type_id',
      'limitRequests.documentTypeNotAllowed',
    ],
    [
      'the ID front type as a general document',
      (ref) => ({ 'general_documents[0][document_type_id]': String(ref.frontTypeId) }),
      'general_documents.0.document_type_id',
      'limitRequests.documentTypeNotAllowed',
    ],
    [
      'an unknown general document type',
      () => ({ 'general_documents[0][document_type_id]': '9999' }),
      'general_documents.0.document_type_id',
      'limitRequests.optionNotFound',
    ],
    [
      'a general type as a contract document',
      (ref) => ({
        'contract_documents[0][document_type_id]': String(ref.generalTypeId),
        'contract_documents[0][file]': { name: 'contract.pdf', content: PDF },
      }),
      'contract_documents.0.document_type_id',
      'limitRequests.documentTypeNotAllowed',
    ],
  ])('refuses %s with 422 on that field, in English on request', async (_case, overrides, field, key) => {
    const { status, body } = await storeWith(overrides(state.reference), { 'accept-language': 'en' });
    expect({ status, body }).toEqual({
      status: 422,
      body: { message: 'The given data was invalid', errors: { [field]: [translateRule('en', key)] } },
    });
  });

  it('refuses a client that is not submitted', async () => {
    const pending = await insertClient(context.app);
    const { status, body } = await storeWith({ client_id: String(pending.id) });
    expect({ status, body: body.errors }).toEqual({ status: 422, body: { client_id: [rule('limitRequests.clientNotSubmitted')] } });
  });

  it('takes the next code whatever the form sent (issue 15, defect 8)', async () => {
    const preview = await issuedCode(context.app);
    const { status, body } = await storeWith({ code: 'REQ-1' });
    expect({ status, code: body.data.limit_request.code }).toEqual({ status: 201, code: preview });
  });

  it('refuses a body that is not multipart with 415, and no token with 401', async () => {
    const fields = requestFields(state.reference, await issuedCode(context.app), { 'general_documents[0][file]': undefined });
    expect(
      (await context.app.inject({ method: 'POST', url: '/api/limit-requests/store', payload: fields, headers: state.headers })).statusCode,
    ).toBe(415);
    const form = requestForm(state.reference, await issuedCode(context.app));
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/limit-requests/store',
      payload: form.payload,
      headers: form.headers,
    });
    expect({ status: anonymous.statusCode, body: anonymous.json() }).toEqual({ status: 401, body: { message: 'يجب تسجيل الدخول أولًا' } });
  });
});
