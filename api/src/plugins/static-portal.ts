import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';
import { setCacheHeaders } from '../portal/cache-control';
import { REMOTES, remotesFile, shellDist } from '../portal/remotes';

/** Client-side routes (/clients/12) get the shell's page; API, remotes and assets do not. */
function wantsShellPage(request: FastifyRequest): boolean {
  const url = request.url;
  const reserved = url === '/api' || url.startsWith('/api/') || url === '/remotes' || url.startsWith('/remotes/');
  return (request.method === 'GET' || request.method === 'HEAD') && !reserved && (request.headers.accept ?? '').includes('text/html');
}

/** Serves the built shell at / and each remote at /remotes/<name>/, from this one process. */
export default fp(
  async function staticPortal(app) {
    const shell = shellDist(app.config);
    const hasShell = existsSync(path.join(shell, 'index.html'));
    if (hasShell) {
      await app.register(fastifyStatic, {
        root: shell,
        prefix: '/',
        // A catch-all /* would swallow unknown /api paths; route the built files instead.
        wildcard: false,
        globIgnore: ['remotes.json'],
        cacheControl: false,
        setHeaders: setCacheHeaders,
      });
    } else {
      app.log.warn({ shell }, 'shell build not found; the portal pages are not served');
    }

    for (const remote of REMOTES) {
      const root = path.join(app.config.staticRoot, remote, 'dist');
      if (!existsSync(root)) {
        app.log.warn({ root }, `${remote} build not found; it is not served`);
        continue;
      }
      await app.register(fastifyStatic, {
        root,
        prefix: `/remotes/${remote}/`,
        decorateReply: false,
        cacheControl: false,
        // A shell on another origin (development) may load these; remote code is public anyway.
        setHeaders: (reply, file) => {
          setCacheHeaders(reply, file);
          reply.header('access-control-allow-origin', '*');
          reply.header('cross-origin-resource-policy', 'cross-origin');
        },
      });
    }

    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      const file = remotesFile(app.config);
      const content = await readFile(file).catch(() => {
        throw new AppError(404, 'notFound');
      });
      return reply.type('application/json').header('cache-control', 'no-cache').send(content);
    });

    app.setNotFoundHandler((request, reply) => {
      if (!hasShell || !wantsShellPage(request)) throw new AppError(404, 'notFound');
      return reply.sendFile('index.html', shell);
    });
  },
  { name: 'static-portal', dependencies: ['config', 'error-handler'] },
);
