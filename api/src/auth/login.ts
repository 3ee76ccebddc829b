import type { SettingsValues } from '@back-office/shared/contract';
import type { Config } from '../config/config';
import type { Database } from '../db/database';
import type { User } from '../db/schema';
import { sessionsRepository, type SessionOrigin, type SessionUser } from '../repositories/auth/sessions-repository';
import { loginChallengesRepository, twoFactorRepository } from '../repositories/auth/two-factor-repository';
import { auditLogRepository } from '../repositories/auth/audit-log-repository';
import { normalizeEmail, usersRepository } from '../repositories/auth/users-repository';
import type { DeviceTokens } from './device-tokens';
import type { LockoutStore } from './lockout-store';
import { verifyPassword } from './passwords';
import { newAccessToken, hashAccessToken } from './tokens';

/** Long enough to open the authenticator app and type a code; the challenge is single-use. */
export const CHALLENGE_MINUTES = 5;

export interface SessionGranted {
  outcome: 'session';
  accessToken: string;
  user: SessionUser;
  /** A fresh device token: this browser is known to the account from now on (issue 16). */
  deviceToken: string;
  /** The role requires an authenticator this person has not enrolled: the session can only enrol. */
  enrolmentRequired: boolean;
}

/** Why a log-in failed, as the audit trail records it (issue 17). */
export type LoginFailureReason = 'bad_password' | 'unknown_account' | 'locked' | 'inactive' | 'bad_code';

/** Long User-Agent headers are cut in the audit trail, as in audit-source.ts. */
const auditSource = (origin: SessionOrigin) => ({ ip: origin.ip || null, userAgent: origin.userAgent?.slice(0, 500) || null });

export type LoginResult =
  SessionGranted | { outcome: 'challenge'; challengeToken: string } | { outcome: 'failed' } | { outcome: 'locked'; lockedForMs: number };

type LoginConfig = Pick<Config, 'accountLockThreshold' | 'accountLockMinutes' | 'accountLockMaxMinutes' | 'tokenAbsoluteHours'>;

export interface LoginStores {
  /** E-mail addresses without an account, on the same schedule as accounts. */
  unknownAccounts: LockoutStore;
  /** Failures of the password from a known device, per device (a stolen device token cannot guess freely). */
  knownDevices: LockoutStore;
  devices: DeviceTokens;
  /** Issue 17: the administrator's settings, for the roles that must use two-factor log-in. */
  settings: { read(): Promise<SettingsValues> };
}

/**
 * Issue 16's log-in. Unknown e-mail, wrong password and inactive account all end as 'failed'
 * after the same argon2 work, and lock on the same schedule whether or not the account exists.
 *
 * Failures from devices the account has not signed in on count on the account; from the
 * threshold on, such devices wait a doubling delay between attempts, and even the right password
 * is refused from them without a second factor. A browser holding this account's device token
 * is not held up by those failures (its own are counted per device), so an attacker guessing
 * cannot shut the owner out. A log-in that passes a second factor, or an administrator, clears
 * the account's count.
 */
export function loginService(db: Database, config: LoginConfig, stores: LoginStores) {
  const users = usersRepository(db);
  const twoFactor = twoFactorRepository(db);
  const challenges = loginChallengesRepository(db);
  const settings = {
    threshold: config.accountLockThreshold,
    lockMs: config.accountLockMinutes * 60_000,
    maxLockMs: Math.max(config.accountLockMaxMinutes, config.accountLockMinutes) * 60_000,
  };

  /** The same answer for every failure: 429 once the count was already past the threshold, else 422. */
  const afterFailure = (failures: number, lockedForMs: number): LoginResult =>
    failures > settings.threshold ? { outcome: 'locked', lockedForMs } : { outcome: 'failed' };

  /** Issue 17: every failed log-in is audited with its reason; a failure that sets a lock also as locked_out. */
  async function auditFailure(
    userId: number | null,
    email: string,
    reason: LoginFailureReason,
    origin: SessionOrigin,
    lock?: { failures: number; lockedForMs: number },
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const audit = auditLogRepository(tx);
      const source = auditSource(origin);
      const record = userId === null ? {} : { recordType: 'user' as const, recordId: userId };
      await audit.record({ userId, action: 'login_failed', ...source, ...record, details: { email, reason } });
      if (lock && lock.failures >= settings.threshold && lock.lockedForMs > 0) {
        const lockedMinutes = Math.max(1, Math.ceil(lock.lockedForMs / 60_000));
        await audit.record({ userId, action: 'locked_out', ...source, ...record, details: { email, locked_minutes: lockedMinutes } });
      }
    });
  }

  async function failOnAccount(user: User, reason: LoginFailureReason = 'bad_password', origin: SessionOrigin = {}): Promise<LoginResult> {
    const lock = await users.recordFailedLogin(user.id, settings);
    await auditFailure(user.id, user.email, reason, origin, lock);
    return afterFailure(lock.failures, lock.lockedForMs);
  }

  async function startSession(user: User, secondFactorUsed: boolean, origin: SessionOrigin = {}): Promise<SessionGranted> {
    // A password alone from a known device leaves a lock on unknown devices in place.
    if ((user.failedLogins > 0 || user.lockedUntil) && (secondFactorUsed || user.failedLogins < settings.threshold)) {
      await users.clearFailedLogins(user.id);
    }
    const accessToken = newAccessToken();
    // Issue 16: where the session started from, so the account page can tell the person's sessions apart.
    // Issue 17: the session, the last log-in time the staff list shows, and the audit entry together.
    await db.transaction(async (tx) => {
      await sessionsRepository(tx).create(user.id, hashAccessToken(accessToken), config.tokenAbsoluteHours, origin);
      await usersRepository(tx).recordLogin(user.id);
      await auditLogRepository(tx).record({
        userId: user.id,
        action: 'logged_in',
        ...auditSource(origin),
        recordType: 'user',
        recordId: user.id,
        details: { second_factor: secondFactorUsed },
      });
    });
    return {
      outcome: 'session',
      accessToken,
      user: { id: user.id, name: user.name, email: user.email, role: user.role },
      deviceToken: stores.devices.issue(user.id),
      // A session starts either after a second factor (so an authenticator is enrolled) or, from
      // login(), for an account found to have none: the caller already knows, no need to read it again.
      enrolmentRequired: (await stores.settings.read()).two_factor_required_roles.includes(user.role) && !secondFactorUsed,
    };
  }

  async function login(email: string, password: string, deviceToken?: string, origin: SessionOrigin = {}): Promise<LoginResult> {
    const normalized = normalizeEmail(email);
    const user = await users.findByEmail(normalized);
    const device = user && stores.devices.verify(deviceToken, user.id);
    const deviceKey = device && `${user.id}:${device.nonce}`;
    // A known device that failed too often itself is treated like any unknown one.
    const knownDevice = Boolean(deviceKey && (await stores.knownDevices.lockedForMs(deviceKey)) === 0);
    if (!knownDevice) {
      // Unknown addresses lock on the same schedule, so the time left says no more than the lock does.
      const lockedForMs = user
        ? Math.max(0, (user.lockedUntil?.getTime() ?? 0) - Date.now())
        : await stores.unknownAccounts.lockedForMs(normalized);
      if (lockedForMs > 0) {
        await auditFailure(user?.id ?? null, normalized, 'locked', origin);
        return { outcome: 'locked', lockedForMs };
      }
    }

    const passwordMatches = await verifyPassword(user?.passwordHash, password);
    if (!user) {
      const failures = await stores.unknownAccounts.recordFailure(normalized);
      const lockedForMs = await stores.unknownAccounts.lockedForMs(normalized);
      await auditFailure(null, normalized, 'unknown_account', origin, { failures, lockedForMs });
      return afterFailure(failures, lockedForMs);
    }
    if (!passwordMatches || !user.active) {
      // A wrong password is reported as such even on a deactivated account: only the right one says "inactive".
      const reason = passwordMatches ? 'inactive' : 'bad_password';
      if (!knownDevice || !deviceKey) return failOnAccount(user, reason, origin);
      await stores.knownDevices.recordFailure(deviceKey);
      await auditFailure(user.id, user.email, reason, origin);
      return { outcome: 'failed' };
    }
    const totp = await twoFactor.find(user.id);
    if (totp?.confirmedAt) {
      const challengeToken = newAccessToken();
      await challenges.create(user.id, hashAccessToken(challengeToken), knownDevice, CHALLENGE_MINUTES);
      return { outcome: 'challenge', challengeToken };
    }
    // Locked for unknown devices, and no second factor to prove it is the owner: answered like a wrong password.
    if (!knownDevice && user.failedLogins >= settings.threshold) return failOnAccount(user, 'locked', origin);
    return startSession(user, false, origin);
  }

  return { login, startSession, failOnAccount };
}

export type LoginService = ReturnType<typeof loginService>;
