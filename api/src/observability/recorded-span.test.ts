import { SpanKind, SpanStatusCode, TraceFlags, type SpanContext } from '@opentelemetry/api';
import { hrTimeToMilliseconds } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import type { ReadableSpan, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { RecordedSpan } from './recorded-span';

const context = (traceFlags: TraceFlags): SpanContext => ({
  traceId: '0af7651916cd43dd8448eb211c80319c',
  spanId: 'b7ad6b7169203331',
  traceFlags,
});

function recorder() {
  const ended: ReadableSpan[] = [];
  const processor: SpanProcessor = {
    onStart: () => undefined,
    onEnd: (span) => void ended.push(span),
    forceFlush: () => Promise.resolve(),
    shutdown: () => Promise.resolve(),
  };
  const sink = { resource: resourceFromAttributes({ 'service.name': 'test' }), instrumentationScope: { name: 'test' }, processor };
  const start = (traceFlags = TraceFlags.SAMPLED) =>
    new RecordedSpan(sink, context(traceFlags), 'GET', SpanKind.SERVER, { 'http.request.method': 'GET' }, undefined);
  return { ended, start, sink };
}

describe('a recorded span (issue 20)', () => {
  it('goes to the processor once, when it ends, with wall-clock times and what was set on it', () => {
    const { ended, start, sink } = recorder();
    const before = Date.now();
    const span = start();
    span.updateName('GET /api/clients').setAttribute('http.response.status_code', 200);
    expect(span.isRecording()).toBe(true);
    expect(ended).toEqual([]);
    span.end();
    span.end();
    const after = Date.now();

    expect(ended).toEqual([span]);
    expect(span.isRecording()).toBe(false);
    expect(span.name).toBe('GET /api/clients');
    expect(span.attributes).toEqual({ 'http.request.method': 'GET', 'http.response.status_code': 200 });
    expect(span.resource).toBe(sink.resource);
    const [startedAt, endedAt] = [hrTimeToMilliseconds(span.startTime), hrTimeToMilliseconds(span.endTime)];
    expect(startedAt).toBeGreaterThanOrEqual(before - 1);
    expect(endedAt).toBeGreaterThanOrEqual(startedAt);
    expect(endedAt).toBeLessThanOrEqual(after + 1);
    expect(hrTimeToMilliseconds(span.duration)).toBeCloseTo(endedAt - startedAt, 3);
  });

  it('is left unchanged once ended', () => {
    const { start } = recorder();
    const span = start();
    span.end();
    span.setAttribute('late', true).updateName('late').setStatus({ code: SpanStatusCode.ERROR }).addEvent('late');
    expect([span.name, span.attributes, span.status, span.events]).toEqual([
      'GET',
      { 'http.request.method': 'GET' },
      { code: SpanStatusCode.UNSET },
      [],
    ]);
  });

  it('keeps an error’s message, never a message without an error, and an OK for good', () => {
    const { start } = recorder();
    const failed = start().setStatus({ code: SpanStatusCode.ERROR, message: 'timeout' });
    expect(failed.status).toEqual({ code: SpanStatusCode.ERROR, message: 'timeout' });
    const fine = start().setStatus({ code: SpanStatusCode.OK, message: 'ignored' }).setStatus({ code: SpanStatusCode.ERROR });
    expect(fine.status).toEqual({ code: SpanStatusCode.OK });
  });

  it('records an exception as the specification’s event', () => {
    const { start } = recorder();
    const span = start();
    const error = new TypeError('bad');
    span.recordException(error);
    expect(span.events).toEqual([
      {
        name: 'exception',
        attributes: { 'exception.type': 'TypeError', 'exception.message': 'bad', 'exception.stacktrace': error.stack },
        time: expect.any(Array),
        droppedAttributesCount: 0,
      },
    ]);
  });

  it('never reaches the processor when its trace is not sampled', () => {
    const { ended, start } = recorder();
    start(TraceFlags.NONE).end();
    expect(ended).toEqual([]);
  });
});
