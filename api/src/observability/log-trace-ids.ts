import type { RequestTrace } from './tracing';

/** Where a request's child logger keeps its trace (set by the observability plugin). */
export const TRACE_OF = Symbol('trace of the request');

export type TracedLogger = { [TRACE_OF]?: RequestTrace };

/**
 * Issue 20: pino's mixin, adding `trace_id` and `span_id` to each line a traced request logs. Put
 * in as child-logger bindings instead, they cost every request (pino runs its redaction over each
 * binding when the child is made) even when nothing is logged; a mixin costs only a written line.
 */
export function traceIdsMixin(_merged: object, _level: number, logger: unknown): Record<string, string> {
  const trace = (logger as TracedLogger)[TRACE_OF];
  if (!trace) return {};
  const { traceId, spanId } = trace.span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
