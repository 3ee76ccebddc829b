import type { Config } from '../config/config';
import type { Database } from '../db/database';
import { sessionsRepository, type SessionOrigin, type SessionUser } from '../repositories/auth/sessions-repository';
import { normalizeEmail, usersRepository } from '../repositories/auth/users-repository';
import type { LockoutStore } from './lockout-store';
import { verifyPassword } from './passwords';
import { newAccessToken, hashAccessToken } from './tokens';

export type LoginResult =
  { outcome: 'ok'; accessToken: string; user: SessionUser } | { outcome: 'failed' } | { outcome: 'locked'; lockedForMs: number };

type LoginConfig = Pick<Config, 'accountLockThreshold' | 'accountLockMinutes' | 'tokenAbsoluteHours'>;

/**
 * Unknown e-mail, wrong password and inactive account all end as 'failed', after
 * the same argon2 work; 'locked' comes after the same number of failures whether
 * or not the account exists (see UnknownAccountLockout). Known accounts count in the
 * database and unknown ones in `unknownLockout`, so both are shared when it is Redis.
 */
export function loginService(db: Database, config: LoginConfig, unknownLockout: LockoutStore) {
  const users = usersRepository(db);
  const sessions = sessionsRepository(db);

  return async function login(email: string, password: string, origin: SessionOrigin = {}): Promise<LoginResult> {
    const normalized = normalizeEmail(email);
    const user = await users.findByEmail(normalized);
    // Unknown addresses lock on the same schedule, so the time left says no more than the lock does.
    const lockedForMs = user ? Math.max(0, (user.lockedUntil?.getTime() ?? 0) - Date.now()) : await unknownLockout.lockedForMs(normalized);
    if (lockedForMs > 0) return { outcome: 'locked', lockedForMs };

    const passwordMatches = await verifyPassword(user?.passwordHash, password);
    if (!user) {
      await unknownLockout.recordFailure(normalized);
      return { outcome: 'failed' };
    }
    if (!passwordMatches || !user.active) {
      await users.recordFailedLogin(user.id, config.accountLockThreshold, config.accountLockMinutes);
      return { outcome: 'failed' };
    }
    if (user.failedLogins > 0 || user.lockedUntil) await users.clearFailedLogins(user.id);
    const accessToken = newAccessToken();
    // Issue 16: kept so the account page can tell the person's sessions apart.
    await sessions.create(user.id, hashAccessToken(accessToken), config.tokenAbsoluteHours, origin);
    return { outcome: 'ok', accessToken, user: { id: user.id, name: user.name, email: user.email, role: user.role } };
  };
}
