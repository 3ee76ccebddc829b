import fp from 'fastify-plugin';
import { remoteOrigins } from '../portal/remotes';
import { securityHeaderValues } from './security-header-values';

/** The hardening headers on every answer, with a policy that lets the shell load its remotes. */
export default fp(
  async function securityHeaders(app) {
    let remotes: string[] = [];
    try {
      remotes = remoteOrigins(app.config);
    } catch (error) {
      app.log.warn({ err: error }, 'remotes.json is unreadable; the policy allows same-origin remotes only');
    }
    const headers = securityHeaderValues({ remotes });
    // On request, so answers cut short by a hook (401, 503) carry them as well.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // API answers carry personal data; no browser or proxy may keep a copy. Set on send, so
    // a plugin's own caching header (the docs' static files) cannot replace it.
    app.addHook('onSend', (request, reply, payload, done) => {
      // Issue 20: the metrics are as live as any API answer, and no cache may keep them.
      if (request.url.startsWith('/api') || request.url.startsWith('/metrics')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
