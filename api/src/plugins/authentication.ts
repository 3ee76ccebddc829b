import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashAccessToken } from '../auth/tokens';
import { AppError } from '../http/app-error';
import { sessionsRepository, type SessionUser } from '../repositories/sessions-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once authenticated; later issues authorise on `user.role`. */
    user: SessionUser | null;
    sessionId: number | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (login, health). */
    public?: boolean;
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
    const { tokenIdleMinutes } = app.config;
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const session = token && (await sessions.findUsable(hashAccessToken(token), tokenIdleMinutes));
      if (!session) throw new AppError(401, 'unauthenticated');
      // Idle expiry needs no finer grain than a minute, so most requests write nothing.
      if (Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await sessions.touch(session.sessionId);
      request.user = session.user;
      request.sessionId = session.sessionId;
    });
  },
  { name: 'authentication', dependencies: ['config', 'database'] },
);
