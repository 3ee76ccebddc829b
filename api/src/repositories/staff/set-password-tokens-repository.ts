import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { setPasswordTokens, users, type SetPasswordPurpose } from '../../db/schema';

/** Issue 17: a set-password link is valid this long. */
export const SET_PASSWORD_LINK_HOURS = 24;

export interface UsableSetPasswordToken {
  id: number;
  purpose: SetPasswordPurpose;
  userId: number;
  name: string;
  email: string;
}

/** Unused, not replaced, not expired, and its person still active. */
const usable = (tokenHash: string) =>
  and(
    eq(setPasswordTokens.tokenHash, tokenHash),
    isNull(setPasswordTokens.usedAt),
    isNull(setPasswordTokens.revokedAt),
    gt(setPasswordTokens.expiresAt, sql`now()`),
    eq(users.active, true),
  );

export function setPasswordTokensRepository(db: Queryable) {
  return {
    /** A new link for the person; every older one still open stops working (a resend replaces it). */
    async issue(userId: number, purpose: SetPasswordPurpose, tokenHash: string): Promise<void> {
      await db
        .update(setPasswordTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(setPasswordTokens.userId, userId), isNull(setPasswordTokens.usedAt), isNull(setPasswordTokens.revokedAt)));
      await db
        .insert(setPasswordTokens)
        .values({ userId, purpose, tokenHash, expiresAt: sql`now() + make_interval(hours => ${SET_PASSWORD_LINK_HOURS})` });
    },

    /** Every open link of the person stops working (deactivation). */
    async revokeAll(userId: number): Promise<void> {
      await db
        .update(setPasswordTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(setPasswordTokens.userId, userId), isNull(setPasswordTokens.usedAt), isNull(setPasswordTokens.revokedAt)));
    },

    async findUsable(tokenHash: string): Promise<UsableSetPasswordToken | undefined> {
      const [row] = await db
        .select({
          id: setPasswordTokens.id,
          purpose: setPasswordTokens.purpose,
          userId: users.id,
          name: users.name,
          email: users.email,
        })
        .from(setPasswordTokens)
        .innerJoin(users, eq(users.id, setPasswordTokens.userId))
        .where(usable(tokenHash));
      return row;
    },

    /** Single use: one conditional update, so two requests racing with one link cannot both set a password. */
    async consume(id: number): Promise<boolean> {
      const rows = await db
        .update(setPasswordTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(setPasswordTokens.id, id),
            isNull(setPasswordTokens.usedAt),
            isNull(setPasswordTokens.revokedAt),
            gt(setPasswordTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: setPasswordTokens.id });
      return rows.length > 0;
    },
  };
}
