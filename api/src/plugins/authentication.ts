import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SessionCache } from '../auth/session-cache';
import { hashAccessToken } from '../auth/tokens';
import { listenForSessionChanges } from '../db/session-change-notices';
import { AppError } from '../http/app-error';
import { sessionsRepository, type SessionUser, type UsableSession } from '../repositories/auth/sessions-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once authenticated; later issues authorise on `user.role`. */
    user: SessionUser | null;
    sessionId: number | null;
    /** Issue 16: the role requires an authenticator this person has not enrolled; only enrolment routes answer. */
    enrolmentOnly: boolean;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (login, health). */
    public?: boolean;
    /** Reachable by a session limited to enrolling an authenticator (issue 16: me, logout, two-factor enrolment). */
    enrolment?: boolean;
  }
}

const TOUCH_INTERVAL_MS = 60_000;

function bearerToken(request: FastifyRequest): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export default fp(
  async function authentication(app) {
    const sessions = sessionsRepository(app.db);
    const { tokenIdleMinutes, databaseUrl } = app.config;
    const idleMs = tokenIdleMinutes * 60_000;
    const cache = new SessionCache();
    const stopListening = listenForSessionChanges(
      { databaseUrl, notices: app.dbNotices },
      {
        changed: (userId) => cache.forgetUser(userId),
        heard: () => cache.startListening(),
        lost: () => cache.stopListening(),
        failed: (error) =>
          app.log.warn({ err: error }, 'session change notices interrupted; sessions are read from the database until they resume'),
      },
    );
    app.addHook('onClose', stopListening);

    async function usableSession(tokenHash: string): Promise<UsableSession | undefined> {
      const cached = cache.usable(tokenHash, idleMs);
      if (cached) return cached;
      const generation = cache.generation;
      const session = await sessions.findUsable(tokenHash, tokenIdleMinutes);
      if (session) cache.remember(tokenHash, session, generation);
      return session;
    }

    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('enrolmentOnly', false);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const tokenHash = token && hashAccessToken(token);
      const session = tokenHash && (await usableSession(tokenHash));
      if (!tokenHash || !session) throw new AppError(401, 'unauthenticated');
      // Idle expiry needs no finer grain than a minute, so most requests write nothing; the
      // next request reads the session again, with the database's own time of this touch.
      if (Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await sessions.touch(session.sessionId);
        cache.forget(tokenHash);
      }
      request.user = session.user;
      request.sessionId = session.sessionId;
      // Issue 16: a role that requires two-factor log-in can do nothing but enrol until it has.
      // Read with the session, so confirming (or turning it off) applies at the next request everywhere;
      // the roles are the administrator's setting (issue 17), from this process's snapshot.
      const requiredRoles = app.settings.current().two_factor_required_roles;
      request.enrolmentOnly = requiredRoles.includes(session.user.role) && !session.twoFactorEnabled;
      if (request.enrolmentOnly && !request.routeOptions.config.enrolment) throw new AppError(403, 'twoFactorEnrolmentRequired');
    });
  },
  { name: 'authentication', dependencies: ['config', 'database', 'settings'] },
);
