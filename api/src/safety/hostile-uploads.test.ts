import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { formReference, validFields, type FormReference } from '../test/client-form';
import { insertClient, signedIn } from '../test/fixtures';
import { issuedCode, requestFields, requestReference, type FormParts, type RequestReference } from '../test/limit-request-form';
import { actionIds, insertLimitRequest } from '../test/limit-requests';
import { multipart, type FilePart } from '../test/multipart';
import { applicationForm } from '../test/self-onboarding';
import { useTestApp } from '../test/test-app';
import { HOSTILE_FILES, servedProblems } from './hostile-files';

interface Setup {
  app: FastifyInstance;
  headers: Record<string, string>;
  client: FormReference;
  request: RequestReference;
}

let addresses = 0;
const post = (setup: Setup, url: string, parts: FormParts, headers = setup.headers) => {
  const form = multipart(parts);
  addresses += 1;
  return setup.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...headers, ...form.headers },
    remoteAddress: `10.77.${addresses >> 8}.${addresses & 255}`,
  });
};

async function newRequest(setup: Setup): Promise<{ id: number; unchanged: FormParts }> {
  const code = await issuedCode(setup.app);
  const id: number = (await post(setup, '/api/limit-requests/store', requestFields(setup.request, code))).json().data.limit_request.id;
  return { id, unchanged: requestFields(setup.request, code, { 'general_documents[0][file]': undefined }) };
}

type Send = (file: FilePart) => Promise<LightMyRequestResponse>;

/** Edits send the version they were made on (issue 16): the one stored now, as a fresh screen would. */
async function editHeaders(setup: Setup, table: 'clients' | 'limit_requests', id: number) {
  const [row] = (await setup.app.db.execute<{ version: number }>(sql`select version from ${sql.identifier(table)} where id = ${id}`)).rows;
  return { ...setup.headers, 'if-match': `"${row!.version}"` };
}

/** Every upload field of the API: prepares what the form needs, then sends the file in an otherwise valid form. */
const UPLOAD_FIELDS: Record<string, (setup: Setup) => Promise<Send>> = {
  'client store client_documents[0][files]': async (setup) => (file) =>
    post(setup, '/api/clients/store', validFields(setup.client, { 'client_documents[0][files]': file })),
  'client update client_documents[0][files]': async (setup) => {
    const fields = validFields(setup.client);
    const id: number = (await post(setup, '/api/clients/store', fields)).json().data.client.id;
    return async (file) =>
      post(setup, `/api/clients/update/${id}`, { ...fields, 'client_documents[0][files]': file }, await editHeaders(setup, 'clients', id));
  },
  'self-onboarding client_documents[0][files]': async (setup) => (file) => {
    const form = applicationForm(setup.app, setup.client, { 'client_documents[0][files]': file });
    return setup.app.inject({
      method: 'POST',
      url: '/api/client-self-store',
      payload: form.payload,
      headers: form.headers,
      remoteAddress: `10.78.0.${(addresses += 1) & 255}`,
    });
  },
  'limit-request store general_documents[0][file]': async (setup) => async (file) =>
    post(
      setup,
      '/api/limit-requests/store',
      requestFields(setup.request, await issuedCode(setup.app), { 'general_documents[0][file]': file }),
    ),
  'limit-request store contract_documents[0][file]': async (setup) => async (file) =>
    post(
      setup,
      '/api/limit-requests/store',
      requestFields(setup.request, await issuedCode(setup.app), {
        'contract_documents[0][document_type_id]': String(setup.request.contractTypeId),
        'contract_documents[0][file]': file,
      }),
    ),
  'limit-request store front_image (capture)': async (setup) => async (file) =>
    post(setup, '/api/limit-requests/store', requestFields(setup.request, await issuedCode(setup.app), { front_image: file })),
  'limit-request update general_documents[0][file]': async (setup) => {
    const { id, unchanged } = await newRequest(setup);
    return async (file) =>
      post(
        setup,
        `/api/limit-requests/update/${id}`,
        {
          ...unchanged,
          'general_documents[0][document_type_id]': String(setup.request.generalTypeId),
          'general_documents[0][file]': file,
        },
        await editHeaders(setup, 'limit_requests', id),
      );
  },
  'upload_file action contracts_documents[0][file]': async (setup) => {
    const client = await insertClient(setup.app, { isSubmitted: true });
    const approved = await insertLimitRequest(setup.app, {
      clientId: client.id,
      requestStatus: 'approved',
      decisionStatus: 'approved',
      approvedLimit: '15000.00',
    });
    const uploadFile = (await actionIds(setup.app)).upload_file;
    return (file) =>
      post(setup, `/api/limit-requests/${approved.id}/action/${uploadFile}`, {
        'contracts_documents[0][document_type_id]': String(setup.request.contractTypeId),
        'contracts_documents[0][file]': file,
      });
  },
};

const newestDocuments = async (app: FastifyInstance, after: { client: number; request: number }) => {
  const rows = async (table: string, from: number) =>
    (
      await app.db.execute<{ id: string; storage_key: string }>(
        sql.raw(`select id, storage_key from ${table} where id > ${from} order by id`),
      )
    ).rows;
  const highest = async (table: string) =>
    Number((await app.db.execute<{ n: string }>(sql.raw(`select coalesce(max(id), 0) as n from ${table}`))).rows[0]!.n);
  return {
    marks: { client: await highest('client_documents'), request: await highest('limit_request_documents') },
    client: await rows('client_documents', after.client),
    request: await rows('limit_request_documents', after.request),
  };
};

describe('hostile files against every upload field', () => {
  // 0 turns the overload refusal off: these tests are not about it, and a busy test loop trips it.
  const context = useTestApp({ name: 'pglite' }, { maxEventLoopDelayMs: 0 });
  const setup = {} as Setup;
  beforeAll(async () => {
    Object.assign(setup, {
      app: context.app,
      headers: (await signedIn(context.app, 'admin')).headers,
      client: await formReference(context.app),
      request: await requestReference(context.app),
    });
  });

  describe.each(Object.entries(UPLOAD_FIELDS))('%s', (_field, prepare) => {
    it.each(Object.entries(HOSTILE_FILES))('refuses %s with a field error, or stores and serves it inert', async (_file, file) => {
      const { app } = setup;
      const send = await prepare(setup);
      const before = await newestDocuments(app, { client: 0, request: 0 });
      const filesBefore = readdirSync(app.config.filesDir).length;
      const response = await send(file);
      const added = await newestDocuments(app, before.marks);
      const fresh = [
        ...added.client.map((row) => ({ row, links: app.files.links })),
        ...added.request.map((row) => ({ row, links: app.files.limitRequestLinks })),
      ];
      if (response.statusCode >= 400) {
        expect({
          status: response.statusCode,
          fieldErrors: Object.keys(response.json().errors ?? {}).length > 0,
          rows: fresh.length,
          files: readdirSync(app.config.filesDir).length,
        }).toEqual({ status: expect.any(Number), fieldErrors: true, rows: 0, files: filesBefore });
        expect(response.statusCode).toBeLessThan(500);
        return;
      }
      // Accepted: the form may carry other valid files, so every stored one must be inert.
      expect(fresh.length).toBeGreaterThan(0);
      for (const { row, links } of fresh) {
        const served = await app.inject({ method: 'GET', url: links.pathFor(Number(row.id)) });
        expect({ status: served.statusCode, problems: servedProblems({ storageKey: row.storage_key, headers: served.headers }) }).toEqual({
          status: 200,
          problems: [],
        });
      }
    });
  });
});
