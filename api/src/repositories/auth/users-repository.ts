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

    async passwordHashOf(id: number): Promise<string | undefined> {
      const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
      return user?.passwordHash;
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

    /** One atomic update, so concurrent failures cannot slip past the threshold. */
    async recordFailedLogin(id: number, threshold: number, lockMinutes: number): Promise<void> {
      const reached = sql`${users.failedLogins} + 1 >= ${threshold}`;
      await db
        .update(users)
        .set({
          failedLogins: sql`case when ${reached} then 0 else ${users.failedLogins} + 1 end`,
          lockedUntil: sql`case when ${reached} then now() + make_interval(mins => ${lockMinutes}) else ${users.lockedUntil} end`,
        })
        .where(eq(users.id, id));
    },

    async clearFailedLogins(id: number): Promise<void> {
      await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, id));
    },
  };
}
