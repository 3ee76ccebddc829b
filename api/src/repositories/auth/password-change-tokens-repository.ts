import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { passwordChangeTokens } from '../../db/schema';

export interface NewPasswordChangeToken {
  userId: number;
  tokenHash: string;
  codeHash: string;
  newPasswordHash: string;
  lifetimeSeconds: number;
}

/** Neither used nor replaced; expiry and tries left are judged separately. */
const unclosed = and(isNull(passwordChangeTokens.usedAt), isNull(passwordChangeTokens.revokedAt));

export function passwordChangeTokensRepository(db: Queryable) {
  return {
    async create({ lifetimeSeconds, ...token }: NewPasswordChangeToken): Promise<number> {
      const [row] = await db
        .insert(passwordChangeTokens)
        .values({ ...token, expiresAt: sql`now() + make_interval(secs => ${lifetimeSeconds})` })
        .returning({ id: passwordChangeTokens.id });
      return row!.id;
    },

    /**
     * The user's token with this hash, judged by the database's clock: expired, and seconds
     * since it was issued. Another user's token is not found, as an unknown one.
     */
    async find(userId: number, tokenHash: string) {
      const [row] = await db
        .select({
          id: passwordChangeTokens.id,
          codeHash: passwordChangeTokens.codeHash,
          newPasswordHash: passwordChangeTokens.newPasswordHash,
          failedAttempts: passwordChangeTokens.failedAttempts,
          closed: sql<boolean>`${passwordChangeTokens.usedAt} is not null or ${passwordChangeTokens.revokedAt} is not null`,
          expired: sql<boolean>`${passwordChangeTokens.expiresAt} <= now()`,
          ageSeconds: sql<number>`extract(epoch from now() - ${passwordChangeTokens.createdAt})`.mapWith(Number),
        })
        .from(passwordChangeTokens)
        .where(and(eq(passwordChangeTokens.tokenHash, tokenHash), eq(passwordChangeTokens.userId, userId)));
      return row;
    },

    /** Counts a wrong code atomically; the new count, or undefined if the token closed meanwhile. */
    async recordFailure(id: number): Promise<number | undefined> {
      const [row] = await db
        .update(passwordChangeTokens)
        .set({ failedAttempts: sql`${passwordChangeTokens.failedAttempts} + 1` })
        .where(and(eq(passwordChangeTokens.id, id), unclosed))
        .returning({ failedAttempts: passwordChangeTokens.failedAttempts });
      return row?.failedAttempts;
    },

    /** Closes the token unless something closed it first; true only for the call that did. */
    async revoke(id: number): Promise<boolean> {
      const rows = await db
        .update(passwordChangeTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(passwordChangeTokens.id, id), unclosed))
        .returning({ id: passwordChangeTokens.id });
      return rows.length > 0;
    },

    /** A new request supersedes every earlier one of the same user. */
    async revokeAllOf(userId: number): Promise<void> {
      await db
        .update(passwordChangeTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(passwordChangeTokens.userId, userId), unclosed));
    },

    /** Single use: true only for the one call that used a still-live token. */
    async markUsed(id: number, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(passwordChangeTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordChangeTokens.id, id),
            unclosed,
            gt(passwordChangeTokens.expiresAt, sql`now()`),
            sql`${passwordChangeTokens.failedAttempts} < ${maxAttempts}`,
          ),
        )
        .returning({ id: passwordChangeTokens.id });
      return rows.length > 0;
    },
  };
}

export type PasswordChangeTokenState = NonNullable<Awaited<ReturnType<ReturnType<typeof passwordChangeTokensRepository>['find']>>>;
