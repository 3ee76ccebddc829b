import type { FastifyInstance } from 'fastify';
import { mailedCode, outboxMails } from './mail-message';
import { multipart } from './multipart';

export const NEW_PASSWORD = 'Nile-Delta 2026';

type Fields = Record<string, string | undefined>;

/** The three password calls as the account page makes them: multipart, with the bearer header. */
export function passwordCalls(app: FastifyInstance, headers: Record<string, string>) {
  const post = async (url: string, fields: Fields, extra: Record<string, string> = {}) => {
    const form = multipart(fields);
    const response = await app.inject({
      method: 'POST',
      url: `/api/password/${url}`,
      payload: form.payload,
      headers: { ...headers, ...form.headers, ...extra },
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  return {
    changeRequest: (fields: Fields, extra?: Record<string, string>) => post('change-request', fields, extra),
    resend: (token: string | undefined, extra?: Record<string, string>) => post('resend-otp', { password_change_token: token }, extra),
    verify: (fields: Fields, extra?: Record<string, string>) => post('verify-otp', fields, extra),
  };
}

/** The code of the newest mail to `email` in the app's outbox. */
export function latestCode(app: FastifyInstance, email: string): string {
  const mails = outboxMails(app.config.outboxDir, email);
  return mailedCode(mails.at(-1)!);
}

/** A code different from `code`, for wrong tries. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
