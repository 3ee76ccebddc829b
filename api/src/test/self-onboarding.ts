import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clientForm, type FormReference } from './client-form';
import type { FilePart } from './multipart';
import { solvedPow } from './proof-of-work';

let addresses = 0;
/** Each application from its own address, so only the rate-limit test meets the per-IP limit. */
const nextAddress = () => {
  addresses += 1;
  return `10.9.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/** Issue 19: the form's `pow` field, solved for `app` (each solution is accepted once). */
export const powField = (app: FastifyInstance) => ({ pow: solvedPow(app) });

/** A valid public application: the client form with consent given, the honeypot empty and the proof of work solved. */
export const applicationForm = (
  app: FastifyInstance,
  reference: FormReference,
  overrides: Record<string, string | FilePart | undefined> = {},
) => clientForm(reference, { consent: '1', website: '', ...powField(app), ...overrides });

/** POST /api/client-self-store as a visitor: no token. */
export async function apply(
  app: FastifyInstance,
  form: ReturnType<typeof clientForm>,
  headers: Record<string, string> = {},
  remoteAddress = nextAddress(),
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/client-self-store',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** Issue 19: the client an application made or matched, by its reference. */
export async function clientOfApplication(app: FastifyInstance, reference: string) {
  const { rows } = await app.db.execute<{ id: number; code: string; matched_existing: boolean }>(
    sql`select c.id, c.code, a.matched_existing from self_onboarding_applications a join clients c on c.id = a.client_id
        where a.reference = ${reference}`,
  );
  const row = rows[0];
  if (!row) throw new Error(`no application ${reference}`);
  return { id: Number(row.id), code: row.code, matchedExisting: row.matched_existing };
}
