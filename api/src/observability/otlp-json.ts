import type { Attributes, AttributeValue } from '@opentelemetry/api';
import type { RecordedSpan } from './recorded-span';

/**
 * Issue 20: OTLP/HTTP JSON (the protobuf's JSON mapping, ids in hex, times as decimal strings)
 * written straight from a span, with the same fields and values as the SDK's JsonTraceSerializer
 * (otlp-json.test.ts compares the two). One string per span, made when it ends and written into
 * the batches' pages at once (otlp-batches.ts), so neither the span nor its string waits on the
 * heap for its batch.
 */

// OTLP flags: the W3C trace flags in the low byte, then "whether the parent is remote is known" and "it is".
const HAS_IS_REMOTE = 0x100;
const IS_REMOTE = 0x200;

/**
 * Long values are mostly a few statements' texts, again and again: each is escaped once and reused
 * by every span that carries it, instead of escaped again each time. Bounded, for texts that differ
 * every time (emptied when full: a new statement is escaped again, no more).
 */
const LONG = 64;
const MAX_ESCAPED = 1000;
const escaped = new Map<string, string>();

function stringValue(value: string): string {
  if (value.length < LONG) return `{"stringValue":${JSON.stringify(value)}}`;
  let json = escaped.get(value);
  if (json === undefined) {
    if (escaped.size >= MAX_ESCAPED) escaped.clear();
    json = `{"stringValue":${JSON.stringify(value)}}`;
    escaped.set(value, json);
  }
  return json;
}

function anyValue(value: AttributeValue): string {
  if (typeof value === 'string') return stringValue(value);
  if (typeof value === 'number') return Number.isInteger(value) ? `{"intValue":${value}}` : `{"doubleValue":${JSON.stringify(value)}}`;
  if (typeof value === 'boolean') return `{"boolValue":${value}}`;
  // A homogeneous array; its empty places (null, undefined) are written as OTLP's empty value.
  return `{"arrayValue":{"values":[${(value as unknown[]).map((item) => (item == null ? '{}' : anyValue(item as AttributeValue))).join(',')}]}}`;
}

export function otlpAttributes(attributes: Attributes): string {
  const written: string[] = [];
  for (const key in attributes) {
    const value = attributes[key];
    if (value !== undefined) written.push(`{"key":${JSON.stringify(key)},"value":${anyValue(value)}}`);
  }
  return `[${written.join(',')}]`;
}

/** One span of ExportTraceServiceRequest's `resourceSpans[].scopeSpans[].spans`. */
export function otlpSpan(span: RecordedSpan): string {
  const { traceId, spanId, traceFlags, traceState } = span.spanContext();
  const parent = span.parent;
  const status =
    span.status.message === undefined
      ? `{"code":${span.status.code}}`
      : `{"code":${span.status.code},"message":${JSON.stringify(span.status.message)}}`;
  return (
    `{"traceId":"${traceId}","spanId":"${spanId}"` +
    (parent ? `,"parentSpanId":"${parent.spanId}"` : '') +
    (traceState ? `,"traceState":${JSON.stringify(traceState.serialize())}` : '') +
    // OTLP's kinds start at 1 (0 is "unspecified"), the API's at 0.
    `,"name":${JSON.stringify(span.name)},"kind":${span.kind + 1}` +
    `,"startTimeUnixNano":"${span.startNanos}","endTimeUnixNano":"${span.endNanos}"` +
    `,"attributes":${otlpAttributes(span.attributes)},"droppedAttributesCount":0` +
    `,"events":[],"droppedEventsCount":${span.droppedEvents},"status":${status}` +
    `,"links":[],"droppedLinksCount":${span.droppedLinks}` +
    `,"flags":${(traceFlags & 0xff) | HAS_IS_REMOTE | (parent?.isRemote ? IS_REMOTE : 0)}}`
  );
}

/**
 * What goes around the spans of one resource and one instrumentation scope in a request body: the
 * batches write `head`, the spans separated by commas, then `tail` (otlp-batches.ts).
 */
export function otlpEnvelope(resource: Attributes, scopeName: string): { head: string; tail: string } {
  return {
    head:
      `{"resourceSpans":[{"resource":{"attributes":${otlpAttributes(resource)},"droppedAttributesCount":0},` +
      `"scopeSpans":[{"scope":{"name":${JSON.stringify(scopeName)}},"spans":[`,
    tail: ']}]}]}',
  };
}
