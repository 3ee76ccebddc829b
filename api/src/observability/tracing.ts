import type { IncomingMessage } from 'node:http';
import {
  context,
  defaultTextMapGetter,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  SimpleSpanProcessor,
  type Sampler,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { installContextManager } from './context-manager';
import { queryOperation } from './metrics';
import type { QueryObserver } from './query-observer';

/** Longer statements are cut in the span: enough to recognise one, not a whole bulk insert. */
const MAX_QUERY_TEXT = 2000;

const propagator = new W3CTraceContextPropagator();

export interface TracingOptions {
  serviceName: string;
  /** OTLP/HTTP base address; `/v1/traces` is appended as the OTLP specification says. */
  endpoint?: string;
  /** Tests pass the SDK's in-memory exporter; spans are then handed over one by one, at once. */
  exporter?: SpanExporter;
  /** Which requests are recorded (observability/sampler.ts); the SDK's default, every one, without. */
  sampler?: Sampler;
}

/** The server span of a request and the context its handler runs in. */
export interface RequestTrace {
  span: Span;
  context: Context;
}

/**
 * Issue 20: a tracer of this app's own (not the global one, so several apps in one test
 * process keep their spans apart), W3C trace context in and out, statements as child spans.
 */
export function createTracing(options: TracingOptions) {
  installContextManager();
  const processor: SpanProcessor = options.exporter
    ? new SimpleSpanProcessor(options.exporter)
    : new BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.endpoint!.replace(/\/+$/, '')}/v1/traces` }));
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    ...(options.sampler ? { sampler: options.sampler } : {}),
    spanProcessors: [processor],
  });
  const tracer: Tracer = provider.getTracer('back-office-api');

  /** Continues the caller's trace when its `traceparent` is valid, starts a new one otherwise. */
  function startRequest(raw: IncomingMessage): RequestTrace {
    const parent = propagator.extract(ROOT_CONTEXT, raw.headers, defaultTextMapGetter);
    const span = tracer.startSpan(
      raw.method ?? 'HTTP',
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': raw.method } },
      parent,
    );
    return { span, context: trace.setSpan(parent, span) };
  }

  /** The `traceparent` naming this span, for the response (W3C Trace Context: version 00, then the flags). */
  function traceparentOf(span: Span): string {
    const { traceId, spanId, traceFlags } = span.spanContext();
    return `00-${traceId}-${spanId}-${traceFlags & TraceFlags.SAMPLED ? '01' : '00'}`;
  }

  function endRequest(span: Span, route: string | undefined, statusCode: number): void {
    if (route) span.setAttribute('http.route', route);
    span.setAttribute('http.response.status_code', statusCode);
    if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  }

  /** A child span per statement run inside a request; background work (the outboxes' polling) is not traced. */
  const queryObserver: QueryObserver = {
    start(text) {
      const active = context.active();
      // Nothing under a request the sampler left out (its children would not be kept either).
      if (!trace.getSpan(active)?.isRecording()) return () => undefined;
      const span = tracer.startSpan(
        `db ${queryOperation(text)}`,
        { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', 'db.query.text': text.slice(0, MAX_QUERY_TEXT) } },
        active,
      );
      return (error) => {
        if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
        span.end();
      };
    },
  };

  return { startRequest, traceparentOf, endRequest, queryObserver, shutdown: () => provider.shutdown() };
}

export type Tracing = ReturnType<typeof createTracing>;
