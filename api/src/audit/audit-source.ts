import type { FastifyRequest } from 'fastify';

/** Where an audited event came from (issue 17: every entry names the IP and the browser). */
export interface AuditSource {
  ip: string | null;
  userAgent: string | null;
}

/** Long User-Agent headers are cut: the start names the browser and the system. */
const USER_AGENT_MAX_LENGTH = 500;

export const auditSourceOf = (request: Pick<FastifyRequest, 'ip' | 'headers'>): AuditSource => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
});

/** Who acted and from where: the signed-in staff member of `request`. */
export const actorOf = (request: Pick<FastifyRequest, 'ip' | 'headers' | 'user'>) => ({
  userId: request.user!.id,
  ...auditSourceOf(request),
});
