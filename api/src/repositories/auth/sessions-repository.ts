import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { sessions, users, userTotp, type UserRole } from '../../db/schema';
import { prepared } from '../sql/prepared-statements';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: UserRole;
}

export interface UsableSession {
  sessionId: number;
  lastSeenAt: Date;
  expiresAt: Date;
  user: SessionUser;
  /** An authenticator is confirmed: a role that requires one is limited to enrolment until it is (issue 16). */
  twoFactorEnabled: boolean;
}

export function sessionsRepository(db: Queryable) {
  /** Every authenticated request runs it, so it is built and parsed once (see prepared-statements.ts). */
  function buildUsable(name: string) {
    return db
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        user: { id: users.id, name: users.name, email: users.email, role: users.role },
        twoFactorEnabled: sql<boolean>`${userTotp.confirmedAt} is not null`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(userTotp, eq(userTotp.userId, users.id))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
          gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${sql.placeholder('idleMinutes')})`),
          eq(users.active, true),
        ),
      )
      .prepare(name);
  }

  return {
    async create(userId: number, tokenHash: string, absoluteHours: number): Promise<void> {
      await db.insert(sessions).values({ userId, tokenHash, expiresAt: sql`now() + make_interval(hours => ${absoluteHours})` });
    },

    /** The session is usable only if unrevoked, before both deadlines, and its user still active. */
    async findUsable(tokenHash: string, idleMinutes: number): Promise<UsableSession | undefined> {
      const [row] = await prepared(db, 'sessions_usable', buildUsable).execute({ tokenHash, idleMinutes });
      return row;
    },

    async touch(sessionId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.id, sessionId));
    },

    async revoke(sessionId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.id, sessionId));
    },

    /** Signs the user out everywhere except the session in hand. */
    async revokeOthers(userId: number, keepSessionId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
    },
  };
}
