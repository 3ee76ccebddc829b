import type { FastifyInstance } from 'fastify';

/**
 * CORS for the public self-onboarding calls only, and only for the origins in
 * PUBLIC_ONBOARDING_ORIGINS; any other origin gets no CORS header, so its pages cannot
 * read the answers. No credentials: these calls carry no session.
 */
export function publicCors(
  app: FastifyInstance,
  routes: Record<string, 'GET' | 'POST'>,
  /** Issue 19: the status page sends its status session as `Authorization: Bearer` (no cookie, no credentials mode). */
  extraHeaders: readonly string[] = [],
): void {
  const allowed = new Set(app.config.publicOnboardingOrigins);
  const allowedOrigin = (origin: string | undefined) => (origin && allowed.has(origin) ? origin : undefined);

  app.addHook('onRequest', async (request, reply) => {
    // The answer depends on Origin; caches must not hand one origin's answer to another.
    reply.header('vary', 'Origin');
    const origin = allowedOrigin(request.headers.origin);
    if (origin) reply.header('access-control-allow-origin', origin);
  });

  for (const [url, method] of Object.entries(routes)) {
    app.options(url, { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
      const requested = request.headers['access-control-request-method']?.toUpperCase();
      if (allowedOrigin(request.headers.origin) && (requested === method || (requested === 'HEAD' && method === 'GET'))) {
        reply.header('access-control-allow-methods', method === 'GET' ? 'GET, HEAD' : method);
        reply.header('access-control-allow-headers', ['content-type', 'accept-language', ...extraHeaders].join(', '));
        reply.header('access-control-max-age', '600');
      }
      return reply.code(204).send();
    });
  }
}
