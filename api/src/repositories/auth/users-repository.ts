import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { users, type NewUser, type User } from '../../db/schema';
import { cachedReference, forgetReferences } from '../reference/reference-cache';
import { prepared } from '../sql/prepared-statements';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function usersRepository(db: Queryable) {
  return {
    async findByEmail(email: string): Promise<User | undefined> {
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(email)));
      return user;
    },

    async findById(id: number): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user;
    },

    async passwordHashOf(id: number): Promise<string | undefined> {
      const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
      return user?.passwordHash ?? undefined;
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    /** Who a limit request can be assigned to (SPEC §6: risk users). */
    riskUsers(): Promise<{ id: number; name: string }[]> {
      return cachedReference(db, 'users_risk', () =>
        prepared(db, 'users_risk', (name) =>
          db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(and(eq(users.role, 'risk'), eq(users.active, true)))
            .orderBy(asc(users.id))
            .prepare(name),
        ).execute(),
      );
    },
    async isActiveRiskUser(id: number): Promise<boolean> {
      return (await db.$count(users, and(eq(users.id, id), eq(users.role, 'risk'), eq(users.active, true)))) > 0;
    },
    async create(user: NewUser): Promise<User> {
      const [created] = await db
        .insert(users)
        .values({ ...user, email: normalizeEmail(user.email) })
        .returning();
      forgetReferences(db, 'users_');
      return created!;
    },

    /**
     * One atomic update, so concurrent failures cannot slip past the threshold. From the threshold
     * on, the next attempt from an unknown device waits a delay that doubles with each failure, up to
     * a maximum (issue 16; the same schedule as auth/lockout-store.ts's lockDelayMs). The count is not
     * reset by the lock: only a log-in with a second factor, or an administrator, clears it.
     */
    /** One more failure, and the lock it sets: the count and how long the lock has left, from the one write. */
    async recordFailedLogin(
      id: number,
      settings: { threshold: number; lockMs: number; maxLockMs: number },
    ): Promise<{ failures: number; lockedForMs: number }> {
      const failures = sql`${users.failedLogins} + 1`;
      const delayMs = sql`least(${settings.lockMs}::float8 * power(2, least(${failures} - ${settings.threshold}, 30)), ${settings.maxLockMs}::float8)`;
      const [row] = await db
        .update(users)
        .set({
          failedLogins: failures,
          lockedUntil: sql`case when ${failures} >= ${settings.threshold} then now() + make_interval(secs => ${delayMs} / 1000) else ${users.lockedUntil} end`,
        })
        .where(eq(users.id, id))
        .returning({
          failedLogins: users.failedLogins,
          lockedForMs: sql<number>`greatest(0, extract(epoch from (${users.lockedUntil} - now())) * 1000)::float8`,
        });
      return { failures: row?.failedLogins ?? 0, lockedForMs: Number(row?.lockedForMs ?? 0) };
    },

    /** An administrator lifts the lock (npm run unlock-user, issue 16); the account's id, undefined when no such account. */
    async unlockByEmail(email: string): Promise<number | undefined> {
      const rows = await db
        .update(users)
        .set({ failedLogins: 0, lockedUntil: null })
        .where(eq(users.email, normalizeEmail(email)))
        .returning({ id: users.id });
      return rows[0]?.id;
    },

    /** Issue 17: the staff list shows when each person last logged in; written beside the session's insert. */
    async recordLogin(id: number): Promise<void> {
      await db
        .update(users)
        .set({ lastLoginAt: sql`now()` })
        .where(eq(users.id, id));
    },

    async clearFailedLogins(id: number): Promise<void> {
      await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, id));
    },
  };
}
