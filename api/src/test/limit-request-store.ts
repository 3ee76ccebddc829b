import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { issuedCode, requestForm, type FormParts, type RequestReference } from './limit-request-form';
import type { multipart } from './multipart';

export interface StoreState {
  headers: Record<string, string>;
  reference: RequestReference;
}

/** Posts the create form as one staff member, and counts what a request left behind. */
export function storeRequests(context: { app: FastifyInstance }, state: StoreState) {
  const store = async (form: ReturnType<typeof multipart>, extra: Record<string, string> = {}) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/limit-requests/store',
      payload: form.payload,
      headers: { ...state.headers, ...form.headers, ...extra },
    });
    return { status: response.statusCode, body: response.json() };
  };
  return {
    store,
    /** The valid form with a fresh code, changed by `overrides`. */
    storeWith: async (overrides: FormParts = {}, extra: Record<string, string> = {}) =>
      store(requestForm(state.reference, await issuedCode(context.app), overrides), extra),
    rows: async (statement: ReturnType<typeof sql>) => (await context.app.db.execute<Record<string, unknown>>(statement)).rows,
    count: async (table: 'limit_requests' | 'limit_request_documents') =>
      Number((await context.app.db.execute<{ n: string }>(sql.raw(`select count(*) as n from ${table}`))).rows[0]!.n),
    storedFiles: () => readdirSync(context.app.config.filesDir),
  };
}
