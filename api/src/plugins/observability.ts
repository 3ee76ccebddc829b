import type { IncomingMessage } from 'node:http';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createMetrics, type Metrics } from '../observability/metrics';
import { observeAll, type QueryObserver } from '../observability/query-observer';
import { TRACE_OF, type TracedLogger } from '../observability/log-trace-ids';
import { activeContext, holdContexts, withContext } from '../observability/context-manager';
import { samplerNamed } from '../observability/sampler';
import { createTracing, type RequestTrace, type Tracing } from '../observability/tracing';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 20: this app's metrics registry, its tracer when tracing is on, and what the database reports to. */
    observability: { metrics: Metrics; tracing?: Tracing; queryObserver?: QueryObserver };
  }
}

export interface ObservabilityOptions {
  /** Tests: trace into this exporter (the SDK's in-memory one) whether or not an endpoint is set. */
  spanExporter?: SpanExporter;
}

/** What every label calls a request that matched no route (a 404): one value, not the URL sent. */
const UNMATCHED = 'unmatched';

/** A request's trace and, while it is recorded, the hold that keeps contexts carried for it. */
type HeldTrace = RequestTrace & { release?: () => void };

/**
 * The request's trace, kept on its raw request (the child logger is made before Fastify's request
 * object): a property, not a WeakMap entry, which the GC would have to treat as an ephemeron.
 */
const TRACE = Symbol('request trace');
type TracedMessage = IncomingMessage & { [TRACE]?: HeldTrace };

/** Ends a request's span once it is answered (or abandoned), with the route it matched, if any. */
type Ended = (request: FastifyRequest, route: string | undefined, statusCode: number) => void;

/** Starts each request's span and carries its context; returns what ends the span. */
function traceRequests(app: FastifyInstance, tracing: Tracing): Ended {
  const traceOf = (raw: TracedMessage): HeldTrace => (raw[TRACE] ??= tracing.startRequest(raw));
  // The span starts with the request's logger, made before anything is logged for it, so every line
  // the request writes carries its ids (the logger's mixin, observability/log-trace-ids.ts). Kept
  // by the child, so "request completed" (written once the span has ended) still finds it. The child
  // holds the trace itself, not a function reaching back to the raw request: with that function (and
  // the abort hook's listener on the raw request) each request's objects survived young-generation
  // collections, and the GC took about 15 µs a request more (perf; decision 0027).
  app.setChildLoggerFactory(function childLogger(logger, bindings, options, raw) {
    const child = logger.child(bindings, options);
    (child as TracedLogger)[TRACE_OF] = traceOf(raw as TracedMessage);
    return child;
  });
  app.addHook('onRequest', (request, reply, done) => {
    const current = traceOf(request.raw);
    reply.header('traceparent', tracing.traceparentOf(current.span));
    // What follows (the other hooks, the handler, their queries) runs inside the server span. A
    // request the sampler left out has no spans beneath it: it neither enters nor holds a context.
    if (current.span.isRecording()) {
      current.release = holdContexts();
      withContext(current.context, done);
    } else done();
  });
  // Reading a body hands control to the socket's events, outside the span: the handler is put back
  // in it. A request without a body is still inside it, and need not enter it again.
  app.addHook('preHandler', (request, _reply, done) => {
    const current = (request.raw as TracedMessage)[TRACE];
    if (current?.span.isRecording() && activeContext() !== current.context) withContext(current.context, done);
    else done();
  });
  const end: Ended = (request, route, statusCode) => {
    const raw = request.raw as TracedMessage;
    const current = raw[TRACE];
    if (!current) return;
    raw[TRACE] = undefined;
    tracing.endRequest(current.span, request.method, route, statusCode);
    current.release?.();
  };
  // A client that leaves before its answer still closes its span (status 499, as proxies log it).
  app.addHook('onRequestAbort', (request, done) => {
    end(request, request.routeOptions.url, 499);
    done();
  });
  app.addHook('onClose', () => tracing.shutdown());
  return end;
}

/** Counts each answered request by route and status, and how long it took. */
function countRequests(metrics: Metrics): (request: FastifyRequest, route: string, reply: FastifyReply) => void {
  return (request, route, reply) => {
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) metrics.rateLimitRefusals.inc({ route });
  };
}

/**
 * Issue 20: request metrics for every route and, with OTEL_EXPORTER_OTLP_ENDPOINT, a server span
 * per request. Registered right after the configuration, so its hooks run before any other's
 * and even a request refused early (overload, a rate limit, a bad token) is counted and traced.
 */
export default fp(
  async function observability(app: FastifyInstance, options: ObservabilityOptions) {
    const { config } = app;
    const metrics = createMetrics();
    const tracing =
      config.otelExporterEndpoint || options.spanExporter
        ? createTracing({
            serviceName: config.otelServiceName,
            endpoint: config.otelExporterEndpoint,
            headers: config.otelExporterHeaders,
            compression: config.otelExporterCompression,
            exporter: options.spanExporter,
            sampler: samplerNamed(config.otelTracesSampler, config.otelTracesSamplerArg),
            onExportFailure: (error, spans) => app.log.warn({ err: error, spans }, 'trace export failed: spans dropped'),
          })
        : undefined;
    // Without METRICS_TOKEN nobody can read the figures, so none are gathered (the bench's "off").
    const metricsOn = Boolean(config.metricsToken);
    const observers = [...(metricsOn ? [metrics.queryObserver] : []), ...(tracing ? [tracing.queryObserver] : [])];
    app.decorate('observability', { metrics, tracing, queryObserver: observers.length > 0 ? observeAll(observers) : undefined });
    const ended = tracing ? traceRequests(app, tracing) : undefined;
    const counted = metricsOn ? countRequests(metrics) : undefined;
    if (!ended && !counted) return;
    // One hook for both, and the route read once: Fastify builds `routeOptions` anew at each reading.
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url;
      ended?.(request, route, reply.statusCode);
      counted?.(request, route ?? UNMATCHED, reply);
      done();
    });
  },
  { name: 'observability', dependencies: ['config'] },
);
