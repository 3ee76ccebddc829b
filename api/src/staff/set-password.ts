import type { SetPasswordLink, SetPasswordRequest } from '@back-office/shared/contract';
import { hasErrors, validateNewPassword } from '@back-office/shared/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditSourceOf } from '../audit/audit-source';
import { hashPassword } from '../auth/passwords';
import { hashAccessToken } from '../auth/tokens';
import { AppError } from '../http/app-error';
import { serverPasswordChecks } from '../password/password-checks';
import { auditLogRepository } from '../repositories/auth/audit-log-repository';
import { setPasswordTokensRepository, type UsableSetPasswordToken } from '../repositories/staff/set-password-tokens-repository';
import { staffRepository } from '../repositories/staff/staff-repository';

/** Unknown, expired, used, replaced, or the person deactivated: one answer, so a link says nothing more. */
const invalidLink = () => new AppError(422, 'setPasswordLinkInvalid', { token: [{ key: 'setPasswordLinkInvalid' }] });

async function usableLink(app: FastifyInstance, token: string | undefined): Promise<UsableSetPasswordToken> {
  const link = token ? await setPasswordTokensRepository(app.db).findUsable(hashAccessToken(token)) : undefined;
  if (!link) throw invalidLink();
  return link;
}

/** GET /password/set: whom the link is for, to greet them by name. */
export async function describeSetPasswordLink(app: FastifyInstance, token: string): Promise<SetPasswordLink> {
  const { name, email, purpose } = await usableLink(app, token);
  return { name, email, purpose };
}

/**
 * POST /password/set (issue 17): the SPEC's password rules and the breached-password check the
 * change-password flow uses, then the hash, the link spent and the audit entry in one transaction.
 */
export async function setPasswordFromLink(app: FastifyInstance, request: FastifyRequest, body: SetPasswordRequest): Promise<void> {
  const link = await usableLink(app, body.token);
  const errors = validateNewPassword(body, serverPasswordChecks(link.email));
  if (hasErrors(errors)) throw new AppError(422, 'validationFailed', errors);
  const passwordHash = await hashPassword(body.new_password);
  await app.db.transaction(async (tx) => {
    if (!(await setPasswordTokensRepository(tx).consume(link.id))) throw invalidLink();
    await staffRepository(tx).setPassword(link.userId, passwordHash);
    await auditLogRepository(tx).record({
      userId: link.userId,
      action: link.purpose === 'invite' ? 'invitation_used' : 'password_changed',
      ...auditSourceOf(request),
      recordType: 'user',
      recordId: link.userId,
      details: { via: 'set_password_link', purpose: link.purpose },
    });
  });
}
