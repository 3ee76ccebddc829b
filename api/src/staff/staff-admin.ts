import { eq } from 'drizzle-orm';
import type { StaffCreateRequest, StaffLanguage, StaffUpdateRequest } from '@back-office/shared/contract';
import { addError, emailFormat, hasErrors, required, type FieldErrors } from '@back-office/shared/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../audit/audit-source';
import { hashAccessToken, newAccessToken } from '../auth/tokens';
import type { Transaction } from '../db/database';
import { userRecoveryCodes, userTotp, type SetPasswordPurpose } from '../db/schema';
import { AppError } from '../http/app-error';
import { auditLogRepository } from '../repositories/auth/audit-log-repository';
import { normalizeEmail } from '../repositories/auth/users-repository';
import { forgetReferences } from '../repositories/reference/reference-cache';
import { setPasswordTokensRepository } from '../repositories/staff/set-password-tokens-repository';
import { staffRepository, type StaffRow } from '../repositories/staff/staff-repository';
import { setPasswordMail } from './set-password-mail';

type Actor = ReturnType<typeof actorOf>;

/** Where the mailed link points: PORTAL_URL, or the portal the administrator is using. */
export function portalOrigin(app: FastifyInstance, request: FastifyRequest): string {
  if (app.config.portalUrl) return app.config.portalUrl;
  const origin = request.headers.origin;
  if (origin && URL.canParse(origin)) return new URL(origin).origin;
  return `${request.protocol}://${request.host}`;
}

const notFound = () => new AppError(404, 'notFound');
const lastAdmin = () => new AppError(409, 'lastActiveAdmin');

/**
 * Issue 17, staff accounts: every change is one transaction with its audit entry; the mails are
 * sent as the transaction's last step, so a mail that cannot go out leaves nothing half done.
 */
export function staffAdmin(app: FastifyInstance, request: FastifyRequest) {
  const actor: Actor = actorOf(request);
  const audit = (tx: Transaction) => auditLogRepository(tx);
  const record = (id: number) => ({ ...actor, recordType: 'user' as const, recordId: id });

  /** A fresh link for the person, the older ones revoked, the mail sent; audited by the caller. */
  async function sendLink(
    tx: Transaction,
    person: { id: number; name: string; email: string; language: StaffLanguage },
    purpose: SetPasswordPurpose,
  ) {
    const token = newAccessToken();
    await setPasswordTokensRepository(tx).issue(person.id, purpose, hashAccessToken(token));
    const link = `${portalOrigin(app, request)}/set-password?token=${token}`;
    await app.mail.send(setPasswordMail(person.language, purpose, person, link));
  }

  async function findOrFail(tx: Transaction, id: number): Promise<StaffRow> {
    const row = await staffRepository(tx).find(id);
    if (!row) throw notFound();
    return row;
  }

  async function afterCommit<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await app.db.transaction(work);
    // The risk-reviewer pick-list is cached per database handle: forget it once the change is visible.
    forgetReferences(app.db, 'users_');
    return result;
  }

  return {
    async create(body: StaffCreateRequest): Promise<number> {
      const errors = validateCreate(body);
      if (hasErrors(errors)) throw new AppError(422, 'validationFailed', errors);
      const values = { name: body.name.trim(), email: normalizeEmail(body.email), role: body.role, language: body.language };
      const emailTaken = () => new AppError(422, 'validationFailed', { email: [{ key: 'staffEmailTaken' }] });
      if (await staffRepository(app.db).emailTaken(values.email)) throw emailTaken();
      try {
        return await afterCommit(async (tx) => {
          const id = await staffRepository(tx).create(values);
          await audit(tx).record({ ...record(id), action: 'account_created', details: { ...values } });
          await audit(tx).record({ ...record(id), action: 'invitation_sent', details: { email: values.email } });
          await sendLink(tx, { id, ...values }, 'invite');
          return id;
        });
      } catch (error) {
        // Two administrators inviting the same address at once: the unique index decides.
        if (emailIndexHit(error)) throw emailTaken();
        throw error;
      }
    },

    update(id: number, body: StaffUpdateRequest): Promise<void> {
      const errors: FieldErrors = {};
      if (body.name !== undefined && required(body.name)) addError(errors, 'name', 'common.fieldRequired');
      if (hasErrors(errors)) throw new AppError(422, 'validationFailed', errors);
      return afterCommit(async (tx) => {
        const admins = await staffRepository(tx).lockActiveAdmins();
        const before = await findOrFail(tx, id);
        const wanted = { name: body.name?.trim(), role: body.role, language: body.language };
        const changes = Object.fromEntries(
          Object.entries(wanted)
            .filter(([field, to]) => to !== undefined && to !== before[field as keyof typeof wanted])
            .map(([field, to]) => [field, { from: before[field as keyof typeof wanted], to }]),
        );
        if (Object.keys(changes).length === 0) return;
        if (changes.role && before.role === 'admin' && admins.includes(id) && admins.length <= 1) throw lastAdmin();
        await staffRepository(tx).update(
          id,
          Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.to])) as StaffUpdateRequest,
        );
        await audit(tx).record({ ...record(id), action: 'account_updated', details: { changes } });
        if (changes.role) await audit(tx).record({ ...record(id), action: 'role_changed', details: { changes: { role: changes.role } } });
      });
    },

    /**
     * Deactivation and the end of every session in one transaction: the sessions' updates notify
     * every API process (migration 0009), and `findUsable` refuses an inactive user in any case.
     */
    deactivate(id: number): Promise<void> {
      if (id === actor.userId) throw new AppError(409, 'cannotDeactivateSelf');
      return afterCommit(async (tx) => {
        const staff = staffRepository(tx);
        const admins = await staff.lockActiveAdmins();
        await findOrFail(tx, id);
        if (admins.includes(id) && admins.length <= 1) throw lastAdmin();
        if (!(await staff.setActive(id, false))) return;
        const ended = await staff.endSessions(id);
        await setPasswordTokensRepository(tx).revokeAll(id);
        await audit(tx).record({ ...record(id), action: 'account_deactivated', details: { sessions_ended: ended } });
      });
    },

    reactivate(id: number): Promise<void> {
      return afterCommit(async (tx) => {
        await findOrFail(tx, id);
        if (await staffRepository(tx).setActive(id, true)) await audit(tx).record({ ...record(id), action: 'account_reactivated' });
      });
    },

    unlock(id: number): Promise<void> {
      return afterCommit(async (tx) => {
        const before = await staffRepository(tx).unlock(id);
        if (!before) throw notFound();
        await audit(tx).record({
          ...record(id),
          action: 'account_unlocked',
          details: { failed_logins: before.failedLogins, locked_until: before.lockedUntil?.toISOString() ?? null },
        });
      });
    },

    /** The password stops working and every session ends at once; a new set-password link goes out. */
    resetPassword(id: number): Promise<void> {
      return afterCommit(async (tx) => {
        const person = await findOrFail(tx, id);
        if (!person.active) throw new AppError(409, 'staffAccountInactive');
        const staff = staffRepository(tx);
        await staff.clearPassword(id);
        const ended = await staff.endSessions(id);
        await audit(tx).record({ ...record(id), action: 'password_reset_forced', details: { sessions_ended: ended } });
        await sendLink(tx, person, 'reset');
      });
    },

    /** Only while the invitation is unused; the previous link stops working. */
    resendInvitation(id: number): Promise<void> {
      return afterCommit(async (tx) => {
        const person = await findOrFail(tx, id);
        if (!person.active) throw new AppError(409, 'staffAccountInactive');
        if (!person.invitationPending) throw new AppError(409, 'invitationNotPending');
        await audit(tx).record({ ...record(id), action: 'invitation_sent', details: { email: person.email, resent: true } });
        await sendLink(tx, person, 'invite');
      });
    },

    /** The person's authenticator and recovery codes go; they log in with the password alone (or enrol again). */
    resetTwoFactor(id: number): Promise<void> {
      return afterCommit(async (tx) => {
        await findOrFail(tx, id);
        const removed = await tx.delete(userTotp).where(eq(userTotp.userId, id)).returning({ userId: userTotp.userId });
        if (removed.length === 0) throw new AppError(409, 'staffTwoFactorNotEnabled');
        await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, id));
        await audit(tx).record({ ...record(id), action: 'two_factor_reset' });
      });
    },
  };
}

function validateCreate(body: StaffCreateRequest): FieldErrors {
  const errors: FieldErrors = {};
  const nameRule = required(body.name);
  if (nameRule) addError(errors, 'name', nameRule);
  const emailRule = required(body.email) ?? emailFormat(body.email);
  if (emailRule) addError(errors, 'email', emailRule);
  return errors;
}

/** The insert hit the e-mail's unique index (drizzle wraps the driver's error; the constraint is on the innermost one). */
function emailIndexHit(error: unknown): boolean {
  for (
    let cause = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    cause;
    cause = cause.cause as typeof cause
  ) {
    if (cause.code === '23505' && cause.constraint === 'users_email_key') return true;
  }
  return false;
}
