import type { StaffLanguage, UserRole } from '@back-office/shared/contract';
import { and, asc, eq, gt, ilike, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { sessions, setPasswordTokens, users, userTotp } from '../../db/schema';
import { forgetReferences } from '../reference/reference-cache';

/** One staff account with what the administration screens show beside it (issue 17). */
export interface StaffRow {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  language: StaffLanguage;
  active: boolean;
  lockedUntil: Date | null;
  locked: boolean;
  lastLoginAt: Date | null;
  invitationPending: boolean;
  twoFactorEnabled: boolean;
  createdAt: Date;
}

export interface StaffFilters {
  q?: string;
  role?: UserRole;
  active?: boolean;
  locked?: boolean;
}

const lockedNow = sql<boolean>`coalesce(${users.lockedUntil} > now(), false)`;

/**
 * No password yet, and no reset was ever forced: the invitation was not used. A forced reset also
 * empties the hash, but that person did set a password once, so it is not an invitation.
 */
const invitationPending = sql<boolean>`(${users.passwordHash} is null and not exists (
  select 1 from ${setPasswordTokens} where ${setPasswordTokens.userId} = ${users.id} and ${setPasswordTokens.purpose} = 'reset'))`;

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  language: users.language,
  active: users.active,
  lockedUntil: users.lockedUntil,
  locked: lockedNow,
  lastLoginAt: users.lastLoginAt,
  invitationPending,
  twoFactorEnabled: sql<boolean>`${userTotp.confirmedAt} is not null`,
  createdAt: users.createdAt,
};

/** `%` and `_` typed in the search box are searched for, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtersWhere(filters: StaffFilters): SQL | undefined {
  const q = filters.q?.trim();
  return and(
    q ? or(ilike(users.name, likePattern(q)), ilike(users.email, likePattern(q))) : undefined,
    filters.role ? eq(users.role, filters.role) : undefined,
    filters.active === undefined ? undefined : eq(users.active, filters.active),
    filters.locked === undefined ? undefined : filters.locked ? gt(users.lockedUntil, sql`now()`) : not(lockedNow),
  );
}

export function staffRepository(db: Queryable) {
  const selectRows = () => db.select(columns).from(users).leftJoin(userTotp, eq(userTotp.userId, users.id));

  return {
    /** A page of the staff list, by name, and how many match in all. */
    async list(filters: StaffFilters, page: number, perPage: number): Promise<{ rows: StaffRow[]; total: number }> {
      const where = filtersWhere(filters);
      const [rows, total] = await Promise.all([
        selectRows()
          .where(where)
          .orderBy(asc(users.name), asc(users.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.$count(users, where),
      ]);
      return { rows, total };
    },

    async find(id: number): Promise<StaffRow | undefined> {
      const [row] = await selectRows().where(eq(users.id, id));
      return row;
    },

    async emailTaken(email: string): Promise<boolean> {
      return (await db.$count(users, eq(users.email, email))) > 0;
    },

    /** A new account without a password: it cannot log in until the invitation is used. */
    async create(values: { name: string; email: string; role: UserRole; language: StaffLanguage }): Promise<number> {
      const [created] = await db.insert(users).values(values).returning({ id: users.id });
      forgetReferences(db, 'users_');
      return created!.id;
    },

    /**
     * Locks every active admin's row until the transaction ends and says how many there are. Two
     * administrators demoting or deactivating each other at once are thus taken one after the
     * other: the second sees the first one's change (READ COMMITTED re-reads a locked row that
     * changed) and is refused, so the lender never ends with no administrator (issue 17).
     */
    async lockActiveAdmins(): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.active, true)))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((row) => row.id);
    },

    async update(id: number, changes: Partial<{ name: string; role: UserRole; language: StaffLanguage }>): Promise<void> {
      await db.update(users).set(changes).where(eq(users.id, id));
      forgetReferences(db, 'users_');
    },

    /** Sets `active`; false when it already had that value (nothing to record). */
    async setActive(id: number, active: boolean): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ active })
        .where(and(eq(users.id, id), eq(users.active, !active)))
        .returning({ id: users.id });
      forgetReferences(db, 'users_');
      return rows.length > 0;
    },

    /**
     * Ends every session of the person. Each update fires migration 0009's notice, so every API
     * process forgets those sessions before their next request.
     */
    async endSessions(userId: number): Promise<number> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return ended.length;
    },

    /** Lifts a lock-out; false when the account was neither locked nor counting failures. */
    async unlock(id: number): Promise<{ lockedUntil: Date | null; failedLogins: number } | undefined> {
      const [before] = await db
        .select({ lockedUntil: users.lockedUntil, failedLogins: users.failedLogins })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      if (!before) return undefined;
      await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, id));
      return before;
    },

    /** The password stops working at once; the person sets a new one through the mailed link. */
    async clearPassword(id: number): Promise<void> {
      await db.update(users).set({ passwordHash: null }).where(eq(users.id, id));
    },

    /** Sets the password from a set-password link, and lifts any lock-out (the person proved they own the mailbox). */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, failedLogins: 0, lockedUntil: null }).where(eq(users.id, id));
    },

    /** True while the invitation was not used (no password ever set). */
    async invitationPending(id: number): Promise<boolean> {
      const [row] = await db.select({ pending: invitationPending }).from(users).where(eq(users.id, id));
      return row?.pending ?? false;
    },
  };
}
