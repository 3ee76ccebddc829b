import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { loginChallenges, userRecoveryCodes, userTotp, type LoginChallenge, type UserTotp } from '../../db/schema';
import type { AuditSource } from '../../audit/audit-source';
import { auditLogRepository } from './audit-log-repository';

// Issue 16: auditors see every two-factor change, and where it came from.
export type { AuditSource } from '../../audit/audit-source';

/** Tries a challenge allows before it is spent, whatever the account's own count says. */
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** Accepting a code for a step is one conditional update, so two requests racing with one code cannot both win. */
function useStepIn(db: Queryable, userId: number, step: number) {
  return db
    .update(userTotp)
    .set({ lastUsedStep: step })
    .where(
      and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt), or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step))),
    )
    .returning({ userId: userTotp.userId });
}

async function replaceCodes(db: Queryable, userId: number, codeHashes: string[]) {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db.insert(userRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

export function twoFactorRepository(db: Database) {
  return {
    async find(userId: number): Promise<UserTotp | undefined> {
      const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
      return row;
    },

    /** A new secret for an enrolment under way; nothing changes once one is confirmed. */
    async startEnrolment(userId: number, secretSealed: string): Promise<boolean> {
      const rows = await db
        .insert(userTotp)
        .values({ userId, secretSealed })
        .onConflictDoUpdate({
          target: userTotp.userId,
          set: { secretSealed, lastUsedStep: null, createdAt: sql`now()` },
          setWhere: isNull(userTotp.confirmedAt),
        })
        .returning({ userId: userTotp.userId });
      return rows.length > 0;
    },

    /** Turns two-factor log-in on with its first code's step and a fresh set of recovery codes, in one transaction. */
    confirm(userId: number, step: number, codeHashes: string[], source: AuditSource): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(userTotp)
          .set({ confirmedAt: sql`now()`, lastUsedStep: step })
          .where(and(eq(userTotp.userId, userId), isNull(userTotp.confirmedAt)))
          .returning({ userId: userTotp.userId });
        if (rows.length === 0) return false;
        await replaceCodes(tx, userId, codeHashes);
        await auditLogRepository(tx).record({ userId, action: 'two_factor_enabled', ...source });
        return true;
      });
    },

    async useStep(userId: number, step: number): Promise<boolean> {
      return (await useStepIn(db, userId, step)).length > 0;
    },

    replaceRecoveryCodes(userId: number, step: number, codeHashes: string[], source: AuditSource): Promise<boolean> {
      return db.transaction(async (tx) => {
        if ((await useStepIn(tx, userId, step)).length === 0) return false;
        await replaceCodes(tx, userId, codeHashes);
        await auditLogRepository(tx).record({ userId, action: 'recovery_codes_regenerated', ...source });
        return true;
      });
    },

    /** Spends a recovery code: true once, false for ever after; a use is audited (a lost phone, or a stolen code). */
    useRecoveryCode(userId: number, codeHash: string, source: AuditSource): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(userRecoveryCodes)
          .set({ usedAt: sql`now()` })
          .where(and(eq(userRecoveryCodes.userId, userId), eq(userRecoveryCodes.codeHash, codeHash), isNull(userRecoveryCodes.usedAt)))
          .returning({ id: userRecoveryCodes.id });
        if (rows.length === 0) return false;
        await auditLogRepository(tx).record({ userId, action: 'recovery_code_used', ...source });
        return true;
      });
    },

    recoveryCodesLeft(userId: number): Promise<number> {
      return db.$count(userRecoveryCodes, and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
    },

    disable(userId: number, step: number, source: AuditSource): Promise<boolean> {
      return db.transaction(async (tx) => {
        if ((await useStepIn(tx, userId, step)).length === 0) return false;
        await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
        await tx.delete(userTotp).where(eq(userTotp.userId, userId));
        await auditLogRepository(tx).record({ userId, action: 'two_factor_disabled', ...source });
        return true;
      });
    },
  };
}

export function loginChallengesRepository(db: Database) {
  return {
    async create(userId: number, tokenHash: string, knownDevice: boolean, minutes: number): Promise<void> {
      await db
        .insert(loginChallenges)
        .values({ userId, tokenHash, knownDevice, expiresAt: sql`now() + make_interval(mins => ${minutes})` });
    },

    async findUsable(tokenHash: string): Promise<LoginChallenge | undefined> {
      const [row] = await db
        .select()
        .from(loginChallenges)
        .where(
          and(
            eq(loginChallenges.tokenHash, tokenHash),
            isNull(loginChallenges.usedAt),
            gt(loginChallenges.expiresAt, sql`now()`),
            lt(loginChallenges.failedAttempts, CHALLENGE_MAX_ATTEMPTS),
          ),
        );
      return row;
    },

    async recordFailure(id: number): Promise<void> {
      await db
        .update(loginChallenges)
        .set({ failedAttempts: sql`${loginChallenges.failedAttempts} + 1` })
        .where(eq(loginChallenges.id, id));
    },

    /** Single use: only the first caller gets true. */
    async consume(id: number): Promise<boolean> {
      const rows = await db
        .update(loginChallenges)
        .set({ usedAt: sql`now()` })
        .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt)))
        .returning({ id: loginChallenges.id });
      return rows.length > 0;
    },
  };
}
