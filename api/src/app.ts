import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/config';
import applications from './plugins/applications';
import backupChannel from './plugins/backup-channel';
import { parseQuerystring } from './http/querystring';
import { serverTimeoutOptions } from './http/server-timeouts';
import { loggerOptions, type LogDestination } from './logger-options';
import authentication from './plugins/authentication';
import configPlugin from './plugins/config';
import database from './plugins/database';
import errorHandler from './plugins/error-handler';
import files from './plugins/files';
import idempotency from './plugins/idempotency';
import mail from './plugins/mail';
import multipart from './plugins/multipart';
import notifications from './plugins/notifications';
import observability from './plugins/observability';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import orphanFiles from './plugins/orphan-files';
import overload from './plugins/overload';
import proofOfWork from './plugins/proof-of-work';
import rateLimit from './plugins/rate-limit';
import referenceCache from './plugins/reference-cache';
import redis from './plugins/redis';
import securityHeaders from './plugins/security-headers';
import settings from './plugins/settings';
import sms from './plugins/sms';
import staticPortal from './plugins/static-portal';
import swagger from './plugins/swagger';
import twoFactorKeys from './plugins/two-factor-keys';
import gracefulShutdown from './plugins/graceful-shutdown';
import slowSenders from './plugins/slow-senders';
import apiRoutes from './routes';
import metricsRoute from './routes/metrics';

/** The whole application, unstarted: server.ts listens, tests call `inject`. */
export async function buildApp(
  config: Config,
  // Issue 20: spanExporter (tests) traces into the SDK's in-memory exporter.
  options: { logDestination?: LogDestination; spanExporter?: SpanExporter } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logDestination),
    // Over-long path parameters reach the schemas (a 422 naming the field, with every hook's
    // headers) instead of Fastify's bare 414; Node's 16 KB header limit still bounds the URL.
    routerOptions: { querystringParser: parseQuerystring, maxParamLength: 16_384 },
    // With strictNumbers (on in Fastify's defaults) a coerced "1e400" passes `maximum` as
    // Infinity; off, it is refused, since every integer input has a maximum.
    ajv: { customOptions: { allErrors: true, strictNumbers: false } },
    // The first start on PGlite migrates and seeds the demo data, which on a busy
    // two-core machine takes longer than Fastify's 10 s default for one plugin.
    pluginTimeout: 120_000,
    // Issue 20: header, request and keep-alive limits, and the translated 503 while closing.
    ...serverTimeoutOptions(config),
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(configPlugin, { config });
  // Issue 20: first, so its hooks time and trace every request, even one refused by the plugins below.
  await app.register(observability, { spanExporter: options.spanExporter });
  await app.register(errorHandler);
  // Before overload: a 503 for a stalled process must carry the hardening headers too.
  await app.register(securityHeaders);
  await app.register(overload);
  // Issue 20 (decision 0029): a closing server's 503 and the body-rate watch come before the
  // session look-up, and before the routes: a plugin's hooks reach only routes registered after it.
  await app.register(gracefulShutdown);
  await app.register(slowSenders);
  await app.register(redis);
  await app.register(rateLimit);
  await app.register(swagger);
  await app.register(database);
  await app.register(referenceCache);
  await app.register(files);
  await app.register(orphanFiles);
  await app.register(proofOfWork);
  await app.register(mail);
  await app.register(multipart);
  await app.register(twoFactorKeys);
  await app.register(settings);
  await app.register(authentication);
  await app.register(notifications);
  // Issue 19: the text messages' worker, beside the mails'.
  await app.register(sms);
  await app.register(applications);
  // Issue 20: Idempotency-Key on every create, claimed in the database.
  await app.register(idempotency);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(staticPortal);
  // Issue 20: GET /metrics (behind METRICS_TOKEN).
  await app.register(metricsRoute);
  // Issue 20: `npm run backup` asks a running server for the embedded database's snapshot.
  await app.register(backupChannel);
  return app;
}
