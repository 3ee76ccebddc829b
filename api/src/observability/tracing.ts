import type { IncomingMessage } from 'node:http';
import {
  defaultTextMapGetter,
  isSpanContextValid,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Attributes,
  type Context,
  type Span,
  type SpanContext,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOnSampler, ParentBasedSampler, SamplingDecision, type Sampler, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { activeContext, installContextManager } from './context-manager';
import { queryOperation } from './metrics';
import { createOtlpBatches } from './otlp-batches';
import { otlpEnvelope, otlpSpan } from './otlp-json';
import type { QueryObserver } from './query-observer';
import { readableSpan } from './readable-span';
import { RecordedSpan } from './recorded-span';
import { newSpanId, newTraceId } from './span-ids';

/** The instrumentation scope the spans are exported under. */
const SCOPE = 'back-office-api';

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
  /** Sent with every export, and whether it is gzipped (configuration: OTEL_EXPORTER_OTLP_HEADERS and _COMPRESSION). */
  headers?: Record<string, string>;
  compression?: 'none' | 'gzip';
  /** Told when spans are dropped: an export that failed, or more spans than the queue holds. */
  onExportFailure?: (error: Error, spans: number) => void;
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
  const resource = { [ATTR_SERVICE_NAME]: options.serviceName };
  const sampler = options.sampler ?? new ParentBasedSampler({ root: new AlwaysOnSampler() });
  const { exporter } = options;
  const batches = exporter
    ? undefined
    : createOtlpBatches({
        url: `${options.endpoint!.replace(/\/+$/, '')}/v1/traces`,
        envelope: otlpEnvelope(resource, SCOPE),
        headers: options.headers,
        compression: options.compression,
        onFailure: options.onExportFailure ?? (() => undefined),
      });
  const sdkResource = exporter ? resourceFromAttributes(resource) : undefined;
  // A sampled span leaves as OTLP JSON when it ends; in tests it is handed to the SDK's exporter at once.
  const ended = batches
    ? (span: RecordedSpan) => batches.add(otlpSpan(span))
    : (span: RecordedSpan) => exporter!.export([readableSpan(span, sdkResource!, SCOPE)], () => undefined);
  const unexported = () => undefined;

  function validParent(parentContext: Context): SpanContext | undefined {
    const found = trace.getSpanContext(parentContext);
    return found && isSpanContextValid(found) ? found : undefined;
  }

  /**
   * The SDK tracer's decisions, with spans of our own (recorded-span.ts): the parent's trace is
   * continued, the sampler decides, and a span left out is the API's non-recording span (its ids
   * still go into the logs and the `traceparent`).
   */
  function startSpan(
    name: string,
    kind: SpanKind,
    attributes: Attributes,
    parentContext: Context,
    parent = validParent(parentContext),
  ): Span {
    const traceId = parent?.traceId ?? newTraceId();
    const spanId = newSpanId();
    const sampling = sampler.shouldSample(parentContext, traceId, name, kind, attributes, []);
    const traceState = sampling.traceState ?? parent?.traceState;
    if (sampling.decision === SamplingDecision.NOT_RECORD) {
      return trace.wrapSpanContext({ traceId, spanId, traceFlags: TraceFlags.NONE, ...(traceState && { traceState }) });
    }
    const sampled = sampling.decision === SamplingDecision.RECORD_AND_SAMPLED;
    const spanContext = { traceId, spanId, traceFlags: sampled ? TraceFlags.SAMPLED : TraceFlags.NONE, ...(traceState && { traceState }) };
    const span = new RecordedSpan(spanContext, parent, name, kind, attributes, sampled ? ended : unexported);
    return sampling.attributes ? span.setAttributes(sampling.attributes) : span;
  }

  /** Continues the caller's trace when its `traceparent` is valid, starts a new one otherwise. */
  function startRequest(raw: IncomingMessage): RequestTrace {
    const parent = propagator.extract(ROOT_CONTEXT, raw.headers, defaultTextMapGetter);
    const span = startSpan(raw.method ?? 'HTTP', SpanKind.SERVER, { 'http.request.method': raw.method }, parent);
    // Only a recorded span's context is ever entered (a request left out runs in none).
    return { span, context: span.isRecording() ? trace.setSpan(parent, span) : parent };
  }

  /** The `traceparent` naming this span, for the response (W3C Trace Context: version 00, then the flags). */
  function traceparentOf(span: Span): string {
    const { traceId, spanId, traceFlags } = span.spanContext();
    return `00-${traceId}-${spanId}-${traceFlags & TraceFlags.SAMPLED ? '01' : '00'}`;
  }

  /**
   * Named by the route it matched (`GET /api/clients/:id`), set at the end (known by then, and read
   * once per request); a request no route matched is named by its method, as OpenTelemetry's HTTP
   * conventions say, and has no `http.route`.
   */
  function endRequest(span: Span, method: string, route: string | undefined, statusCode: number): void {
    if (route) {
      span.updateName(`${method} ${route}`);
      span.setAttribute('http.route', route);
    }
    span.setAttribute('http.response.status_code', statusCode);
    if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  }

  /** A child span per statement run inside a request; background work (the outboxes' polling) is not traced. */
  const queryObserver: QueryObserver = {
    start(text) {
      const active = activeContext();
      const parent = trace.getSpan(active);
      // Nothing under a request the sampler left out (its children would not be kept either).
      if (!parent?.isRecording()) return () => undefined;
      // A recording span's ids are valid: they need no checking again for every statement.
      const span = startSpan(
        `db ${queryOperation(text)}`,
        SpanKind.CLIENT,
        { 'db.system.name': 'postgresql', 'db.query.text': text.slice(0, MAX_QUERY_TEXT) },
        active,
        parent.spanContext(),
      );
      return (error) => {
        if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
        span.end();
      };
    },
  };

  const shutdown = async () => {
    await batches?.shutdown();
    await exporter?.shutdown();
  };
  return { startRequest, traceparentOf, endRequest, queryObserver, shutdown };
}

export type Tracing = ReturnType<typeof createTracing>;
