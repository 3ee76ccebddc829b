import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config/config';
import { backends, testConfig, throwAwayDatabase, type Backend } from '../test/test-app';
import { contextsHeld } from './context-manager';

const CALLER_TRACE = '0af7651916cd43dd8448eb211c80319c';
const CALLER_SPAN = 'b7ad6b7169203331';

/** Polls until `find` returns something: a span ends once its answer has gone, not when inject resolves. */
async function eventually<T>(find: () => T | undefined, withinMs = 5_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`not found within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** An app per describe block tracing into an in-memory exporter, with its log lines kept. */
function useTracedApp(backend: Backend, overrides: Partial<Config> = {}) {
  const traced = {
    exporter: new InMemorySpanExporter(),
    lines: [] as Record<string, unknown>[],
    app: undefined as unknown as FastifyInstance,
  };
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = backend.name === 'postgres' ? await throwAwayDatabase() : undefined;
    drop = database?.drop;
    traced.app = await buildApp(testConfig({ databaseUrl: database?.url, logLevel: 'info', ...overrides }), {
      spanExporter: traced.exporter,
      logDestination: { write: (line) => void traced.lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    await traced.app.ready();
  });
  afterAll(async () => {
    await traced.app.close();
    await drop?.();
  });
  return traced;
}

describe.each(backends())('tracing (issue 20, $name)', (backend) => {
  // Every request, to see each one's spans; the default's rate limit is tested below.
  const traced = useTracedApp(backend, { otelTracesSampler: 'parentbased_always_on' });
  const { exporter, lines } = traced;
  beforeEach(() => exporter.reset());

  const serverSpan = (route: string) => () =>
    exporter.getFinishedSpans().find((span) => span.kind === SpanKind.SERVER && span.attributes['http.route'] === route);
  const childrenOf = (parent: ReadableSpan) =>
    exporter.getFinishedSpans().filter((span) => span.parentSpanContext?.spanId === parent.spanContext().spanId);

  it('continues the caller’s trace: a server span, its queries beneath, the traceparent back, the trace id in the logs', async () => {
    const response = await traced.app.inject({
      method: 'GET',
      url: '/api/health/ready',
      headers: { traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` },
    });
    expect(response.statusCode).toBe(200);

    const server = await eventually(serverSpan('/api/health/ready'));
    expect(server.name).toBe('GET /api/health/ready');
    expect(server.spanContext().traceId).toBe(CALLER_TRACE);
    expect(server.parentSpanContext?.spanId).toBe(CALLER_SPAN);
    expect(server.attributes['http.response.status_code']).toBe(200);
    const queries = childrenOf(server);
    expect(queries.map((span) => [span.name, span.kind, span.attributes['db.query.text']])).toEqual([
      ['db select', SpanKind.CLIENT, 'select 1'],
    ]);
    expect(queries[0]!.spanContext().traceId).toBe(CALLER_TRACE);

    expect(response.headers.traceparent).toBe(`00-${CALLER_TRACE}-${server.spanContext().spanId}-01`);

    const requestLines = lines.filter((line) => line.reqId === lines.find((l) => l.trace_id === CALLER_TRACE)?.reqId);
    expect(requestLines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(requestLines.every((line) => line.trace_id === CALLER_TRACE && line.span_id === server.spanContext().spanId)).toBe(true);
  });

  it('names a request no route matched by its method alone, without a route, and still answers its traceparent', async () => {
    const response = await traced.app.inject({ method: 'GET', url: '/no-such-thing.js' });
    expect(response.statusCode).toBe(404);
    const traceId = String(response.headers.traceparent).split('-')[1];
    const server = await eventually(() =>
      exporter.getFinishedSpans().find((span) => span.kind === SpanKind.SERVER && span.spanContext().traceId === traceId),
    );
    expect(server.name).toBe('GET');
    expect(server.attributes['http.route']).toBeUndefined();
    expect(server.attributes['http.response.status_code']).toBe(404);
  });

  it('starts a new trace without a traceparent, and keeps a body-reading request’s queries under its span', async () => {
    const response = await traced.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'not-the-password-1' },
    });
    expect(response.statusCode).toBe(422);

    const server = await eventually(serverSpan('/api/auth/login'));
    const traceId = server.spanContext().traceId;
    expect(traceId).not.toBe(CALLER_TRACE);
    expect(server.parentSpanContext).toBeUndefined();
    expect(response.headers.traceparent).toBe(`00-${traceId}-${server.spanContext().spanId}-01`);
    const queries = childrenOf(server);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((span) => span.spanContext().traceId === traceId && span.name.startsWith('db '))).toBe(true);
    // No query of this trace hangs elsewhere (under another request, or as a root).
    const strays = exporter
      .getFinishedSpans()
      .filter((span) => span !== server && span.spanContext().traceId === traceId && !queries.includes(span));
    expect(strays).toEqual([]);
  });

  it('carries contexts only while a recorded request runs, and requests side by side keep their own queries', async () => {
    // Held while the requests run (a server span is exported as it ends, before its hold is let go)…
    const heldAtEnd: boolean[] = [];
    const exportSpan = exporter.export.bind(exporter);
    exporter.export = (spans, done) => {
      if (spans.some((span) => span.kind === SpanKind.SERVER)) heldAtEnd.push(contextsHeld());
      exportSpan(spans, done);
    };
    try {
      const callers = ['1', '2', '3'].map((n) => `0af7651916cd43dd8448eb211c8031${n}0`);
      const responses = await Promise.all(
        callers.map((traceId) =>
          traced.app.inject({ method: 'GET', url: '/api/health/ready', headers: { traceparent: `00-${traceId}-${CALLER_SPAN}-01` } }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      for (const traceId of callers) {
        const server = await eventually(() =>
          exporter.getFinishedSpans().find((span) => span.kind === SpanKind.SERVER && span.spanContext().traceId === traceId),
        );
        // Its own statement beneath it (on PostgreSQL, a new pooled connection's set-up statements too).
        const children = childrenOf(server);
        expect(children.filter((span) => span.name === 'db select')).toHaveLength(1);
        expect(children.every((span) => span.spanContext().traceId === traceId)).toBe(true);
      }
      expect(heldAtEnd).toEqual([true, true, true]);
      // …and let go once the last has ended: requests after it pay for no promise hooks.
      expect(contextsHeld()).toBe(false);

      // Carried again for the next one, its query still beneath it.
      exporter.reset();
      await traced.app.inject({ method: 'GET', url: '/api/health/ready' });
      const next = await eventually(serverSpan('/api/health/ready'));
      expect(childrenOf(next).filter((span) => span.name === 'db select')).toHaveLength(1);
      expect(contextsHeld()).toBe(false);
    } finally {
      exporter.export = exportSpan;
    }
  });
});

describe.each(backends())('tracing a share of the requests (issue 20, $name)', (backend) => {
  // A ratio of 0: no new trace is kept, a caller's sampled one still is.
  const traced = useTracedApp(backend, { otelTracesSampler: 'parentbased_traceidratio', otelTracesSamplerArg: 0 });
  const { exporter, lines } = traced;

  it('keeps no span of a request left out, yet gives it a trace id in its logs and its traceparent (flagged unsampled)', async () => {
    const response = await traced.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    const [, traceId, , flags] = String(response.headers.traceparent).split('-');
    expect(flags).toBe('00');
    expect(lines.filter((line) => line.trace_id === traceId).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);

    // The caller's sampled trace is followed, its queries beneath; it ends after the answer.
    const sampled = await traced.app.inject({
      method: 'GET',
      url: '/api/health/ready',
      headers: { traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` },
    });
    expect(sampled.headers.traceparent).toMatch(new RegExp(`^00-${CALLER_TRACE}-[0-9a-f]{16}-01$`));
    await eventually(() => exporter.getFinishedSpans().find((span) => span.kind === SpanKind.SERVER));
    expect(exporter.getFinishedSpans().map((span) => [span.spanContext().traceId, span.name])).toEqual([
      [CALLER_TRACE, 'db select'],
      [CALLER_TRACE, 'GET /api/health/ready'],
    ]);
  });
});

describe.each(backends())('tracing up to a rate, the default (issue 20, decision 0030, $name)', (backend) => {
  // One new trace a second: of requests sent together, the first is kept and the rest are left out.
  const traced = useTracedApp(backend, { otelTracesSamplerArg: 1 });
  const { exporter } = traced;

  it('keeps the first new trace, leaves out the ones over the rate (unsampled traceparent, no spans), and follows a caller’s', async () => {
    expect(traced.app.config.otelTracesSampler).toBe('parentbased_ratelimiting');
    const responses = await Promise.all(Array.from({ length: 5 }, () => traced.app.inject({ method: 'GET', url: '/api/health/ready' })));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const parents = responses.map((response) => String(response.headers.traceparent).split('-'));
    const kept = parents.filter(([, , , flags]) => flags === '01');
    // Five requests a few milliseconds apart earn no second trace.
    expect(kept).toHaveLength(1);
    const keptTrace = kept[0]![1];
    await eventually(() => exporter.getFinishedSpans().find((span) => span.kind === SpanKind.SERVER));
    expect(new Set(exporter.getFinishedSpans().map((span) => span.spanContext().traceId))).toEqual(new Set([keptTrace]));

    // The bucket is empty, and a caller's sampled trace is still followed, its statement beneath.
    exporter.reset();
    const followed = await traced.app.inject({
      method: 'GET',
      url: '/api/health/ready',
      headers: { traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` },
    });
    expect(followed.headers.traceparent).toMatch(new RegExp(`^00-${CALLER_TRACE}-[0-9a-f]{16}-01$`));
    const server = await eventually(() => exporter.getFinishedSpans().find((span) => span.kind === SpanKind.SERVER));
    expect(server.spanContext().traceId).toBe(CALLER_TRACE);
    expect(exporter.getFinishedSpans().filter((span) => span.name === 'db select')).toHaveLength(1);
  });
});
