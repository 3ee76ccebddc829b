import type { FastifyInstance } from 'fastify';
import { clientForm, type FormReference } from './client-form';
import type { FilePart } from './multipart';

let addresses = 0;
/** Each application from its own address, so only the rate-limit test meets the per-IP limit. */
const nextAddress = () => {
  addresses += 1;
  return `10.9.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/** A valid public application: the client form with consent given and the honeypot empty. */
export const applicationForm = (reference: FormReference, overrides: Record<string, string | FilePart | undefined> = {}) =>
  clientForm(reference, { consent: '1', website: '', ...overrides });

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
