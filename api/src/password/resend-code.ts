import { isBlank, OTP_RESEND_SECONDS } from '@back-office/shared/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { readMultipartForm } from '../http/multipart-form';
import { issueCode } from './issue-code';
import { RESEND_FORM } from './password-forms';
import { exception, liveToken } from './token-state';

/**
 * A new code under a new token, at most once a minute per token; the old token and its
 * code die with it. The cooldown is the server's, whatever the form's countdown shows.
 */
export async function resendCode(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const { password_change_token: token } = (await readMultipartForm(request, RESEND_FORM)).fields;
  if (isBlank(token)) throw new AppError(422, 'validationFailed', { password_change_token: ['common.fieldRequired'] });
  const user = request.user!;
  const current = await liveToken(app.db, user.id, token!);
  const wait = Math.ceil(OTP_RESEND_SECONDS - current.ageSeconds);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw new AppError(429, 'tooManyRequests', { exception: [{ rule: 'password.resendTooSoon', params: { seconds: wait } }] });
  }
  return issueCode(app, user, current.newPasswordHash, async (tokens) => {
    // Two resends of one token at once: only the first replaces it.
    if (!(await tokens.revoke(current.id))) throw exception('password.tokenInvalid');
  });
}
