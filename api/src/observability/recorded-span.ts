import {
  SpanStatusCode,
  type Attributes,
  type AttributeValue,
  type Span,
  type SpanContext,
  type SpanKind,
  type SpanStatus,
} from '@opentelemetry/api';
import { nowUnixNanos } from './unix-nanos';

/**
 * Issue 20: a span this app records, as plain fields (decision 0027). The SDK's span keeps a
 * resource, a scope, limits, events, links and three `[seconds, nanos]` pairs per span, and its
 * exporter copies all of it into OTLP objects before writing JSON. This one holds what the API's
 * spans carry and is written to OTLP JSON once, when it ends (otlp-json.ts): about 3 % less server
 * CPU per traced request than the SDK's (bench/RESULTS.md, run G). Events and links are not kept
 * (nothing here adds them); each one offered is counted as dropped, which is how OTLP says so.
 */
export class RecordedSpan implements Span {
  readonly attributes: Attributes = {};
  status: SpanStatus = { code: SpanStatusCode.UNSET };
  readonly startNanos = nowUnixNanos();
  endNanos: bigint | undefined;
  droppedEvents = 0;
  droppedLinks = 0;

  constructor(
    private readonly context: SpanContext,
    readonly parent: SpanContext | undefined,
    public name: string,
    readonly kind: SpanKind,
    attributes: Attributes,
    private readonly ended: (span: RecordedSpan) => void,
  ) {
    this.setAttributes(attributes);
  }

  spanContext(): SpanContext {
    return this.context;
  }

  setAttribute(key: string, value: AttributeValue | undefined): this {
    if (this.endNanos === undefined && value !== undefined) this.attributes[key] = value;
    return this;
  }

  setAttributes(attributes: Attributes): this {
    for (const key in attributes) this.setAttribute(key, attributes[key]);
    return this;
  }

  addEvent(): this {
    this.droppedEvents += 1;
    return this;
  }

  recordException(): void {
    this.droppedEvents += 1;
  }

  addLink(): this {
    this.droppedLinks += 1;
    return this;
  }

  addLinks(links: unknown[]): this {
    this.droppedLinks += links.length;
    return this;
  }

  setStatus(status: SpanStatus): this {
    if (this.endNanos === undefined) this.status = status;
    return this;
  }

  updateName(name: string): this {
    if (this.endNanos === undefined) this.name = name;
    return this;
  }

  /** Ends once; a second call changes nothing (the span is already on its way out). */
  end(): void {
    if (this.endNanos !== undefined) return;
    this.endNanos = nowUnixNanos();
    this.ended(this);
  }

  isRecording(): boolean {
    return this.endNanos === undefined;
  }
}
