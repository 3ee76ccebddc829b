import type { Database } from '../db/database';
import { auditLogRepository } from '../repositories/auth/audit-log-repository';
import { passwordChangeTokensRepository } from '../repositories/auth/password-change-tokens-repository';
import { sessionsRepository } from '../repositories/auth/sessions-repository';
import { usersRepository } from '../repositories/auth/users-repository';
import { OTP_MAX_ATTEMPTS } from './otp';
import { exception } from './token-state';

export interface PasswordChange {
  userId: number;
  /** The session that made the change stays signed in; every other one is signed out. */
  sessionId: number;
  tokenId: number;
  newPasswordHash: string;
  ip: string | null;
  userAgent: string | null;
}

/** All or nothing: the token used once, the new hash set, other sessions ended, the change audited. */
export async function completePasswordChange(db: Database, change: PasswordChange): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await passwordChangeTokensRepository(tx).markUsed(change.tokenId, OTP_MAX_ATTEMPTS))) throw exception('password.tokenInvalid');
    await usersRepository(tx).setPasswordHash(change.userId, change.newPasswordHash);
    await sessionsRepository(tx).revokeOthers(change.userId, change.sessionId);
    await auditLogRepository(tx).record({ userId: change.userId, action: 'password_changed', ip: change.ip, userAgent: change.userAgent });
  });
}
