import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/config';
import { parseQuerystring } from './http/querystring';
import { loggerOptions, type LogDestination } from './logger-options';
import authentication from './plugins/authentication';
import configPlugin from './plugins/config';
import database from './plugins/database';
import errorHandler from './plugins/error-handler';
import files from './plugins/files';
import mail from './plugins/mail';
import multipart from './plugins/multipart';
import rateLimit from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import staticPortal from './plugins/static-portal';
import swagger from './plugins/swagger';
import apiRoutes from './routes';

/** The whole application, unstarted: server.ts listens, tests call `inject`. */
export async function buildApp(config: Config, options: { logDestination?: LogDestination } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logDestination),
    routerOptions: { querystringParser: parseQuerystring },
    ajv: { customOptions: { allErrors: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(configPlugin, { config });
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(rateLimit);
  await app.register(swagger);
  await app.register(database);
  await app.register(files);
  await app.register(mail);
  await app.register(multipart);
  await app.register(authentication);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(staticPortal);
  return app;
}
