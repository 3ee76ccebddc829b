import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { SESSION_USER_AGENT_MAX_LENGTH, sessions, users, userTotp, type UserRole } from '../../db/schema';
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

/** Where a session was started from (issue 16: the account page lists them). */
export interface SessionOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

export interface ActiveSession {
  id: number;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
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
    async create(userId: number, tokenHash: string, absoluteHours: number, origin: SessionOrigin = {}): Promise<void> {
      await db.insert(sessions).values({
        userId,
        tokenHash,
        expiresAt: sql`now() + make_interval(hours => ${absoluteHours})`,
        userAgent: origin.userAgent?.slice(0, SESSION_USER_AGENT_MAX_LENGTH) || null,
        ip: origin.ip || null,
      });
    },

    /** The user's sessions that still work (same conditions as findUsable), most recently used first. */
    async listActive(userId: number, idleMinutes: number): Promise<ActiveSession[]> {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
    },

    /**
     * Ends one of the user's own sessions. The update fires migration 0009's notice, so every
     * API process forgets the session before its next request (issue 16). False: no such
     * session of this user, or already ended.
     */
    async revokeOwn(userId: number, sessionId: number): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
        .returning({ id: sessions.id });
      return ended.length > 0;
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
    async revokeOthers(userId: number, keepSessionId: number): Promise<number> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return ended.length;
    },
  };
}
