import type { HrTime } from '@opentelemetry/api';
import type { Resource } from '@opentelemetry/resources';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import type { RecordedSpan } from './recorded-span';

const hrTime = (nanos: bigint): HrTime => [Number(nanos / 1_000_000_000n), Number(nanos % 1_000_000_000n)];

/**
 * An ended span as the SDK's exporters read it: tests hand them to the SDK's InMemorySpanExporter,
 * and otlp-json.test.ts to its JsonTraceSerializer, to compare with what the API writes itself.
 */
export function readableSpan(span: RecordedSpan, resource: Resource, scopeName: string): ReadableSpan {
  const endNanos = span.endNanos ?? span.startNanos;
  return {
    name: span.name,
    kind: span.kind,
    spanContext: () => span.spanContext(),
    parentSpanContext: span.parent,
    startTime: hrTime(span.startNanos),
    endTime: hrTime(endNanos),
    duration: hrTime(endNanos - span.startNanos),
    status: span.status,
    attributes: span.attributes,
    links: [],
    events: [],
    ended: span.endNanos !== undefined,
    resource,
    instrumentationScope: { name: scopeName },
    droppedAttributesCount: 0,
    droppedEventsCount: span.droppedEvents,
    droppedLinksCount: span.droppedLinks,
  };
}
