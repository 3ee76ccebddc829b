import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { remoteOrigins } from '../portal/remotes';

/** Helmet on every answer, with a policy that lets the shell load its remotes. */
export default fp(
  async function securityHeaders(app) {
    let remotes: string[] = [];
    try {
      remotes = remoteOrigins(app.config);
    } catch (error) {
      app.log.warn({ err: error }, 'remotes.json is unreadable; the policy allows same-origin remotes only');
    }
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remotes],
          // Fluent UI (Griffel) inserts style rules at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          fontSrc: ["'self'", 'data:'],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", ...remotes],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          // Would break plain-http installs on a LAN; HSTS covers deployments behind TLS.
          upgradeInsecureRequests: null,
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    });
    // API answers carry personal data; no browser or proxy may keep a copy. Set on send, so
    // a plugin's own caching header (the docs' static files) cannot replace it.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
