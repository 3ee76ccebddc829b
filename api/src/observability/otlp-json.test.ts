import { SpanKind, SpanStatusCode, TraceFlags, type SpanContext } from '@opentelemetry/api';
import { TraceState } from '@opentelemetry/core';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { otlpEnvelope, otlpSpan } from './otlp-json';
import { readableSpan } from './readable-span';
import { RecordedSpan } from './recorded-span';

const SERVICE = { 'service.name': 'api-under-test' };
const SCOPE = 'back-office-api';

const caller: SpanContext = {
  traceId: '0af7651916cd43dd8448eb211c80319c',
  spanId: 'b7ad6b7169203331',
  traceFlags: TraceFlags.SAMPLED,
  isRemote: true,
};

function endedSpans(): RecordedSpan[] {
  const ended: RecordedSpan[] = [];
  const keep = (span: RecordedSpan) => void ended.push(span);
  const server = new RecordedSpan(
    {
      traceId: caller.traceId,
      spanId: '00f067aa0ba902b7',
      traceFlags: TraceFlags.SAMPLED,
      traceState: new TraceState('vendor=a1,other=b2'),
    },
    caller,
    'GET',
    SpanKind.SERVER,
    { 'http.request.method': 'GET' },
    keep,
  );
  server.updateName('GET /api/clients/:id');
  server.setAttributes({ 'http.route': '/api/clients/:id', 'http.response.status_code': 500, 'sample.ratio': 0.25, 'cache.hit': false });
  server.setAttribute('tags', ['a', 'b"quoted"']);
  server.setStatus({ code: SpanStatusCode.ERROR, message: 'database "down"\n' });
  server.addEvent();
  const statement = 'select "id", "name_ar" from "clients" where "clients"."id" = $1 -- عميل\t' + 'x'.repeat(80);
  const query = new RecordedSpan(
    { traceId: caller.traceId, spanId: '1111111111111111', traceFlags: TraceFlags.SAMPLED },
    server.spanContext(),
    'db select',
    SpanKind.CLIENT,
    { 'db.system.name': 'postgresql', 'db.query.text': statement },
    keep,
  );
  query.end();
  server.end();
  // Ended spans keep what they had.
  server.setAttribute('late', 'ignored');
  server.end();
  return ended;
}

describe('OTLP JSON written by the API (issue 20)', () => {
  it('says what the OpenTelemetry SDK’s own serializer says for the same spans', () => {
    const spans = endedSpans();
    expect(spans.map((span) => span.name)).toEqual(['db select', 'GET /api/clients/:id']);
    const { head, tail } = otlpEnvelope(SERVICE, SCOPE);
    const ours = JSON.parse(`${head}${spans.map(otlpSpan).join(',')}${tail}`) as unknown;
    const resource = resourceFromAttributes(SERVICE);
    const theirs = JSON.parse(
      new TextDecoder().decode(JsonTraceSerializer.serializeRequest(spans.map((span) => readableSpan(span, resource, SCOPE)))),
    ) as unknown;
    expect(ours).toEqual(theirs);
  });

  it('writes a long statement (escaped once, then reused) exactly, the same for every span that carries it', () => {
    const [query] = endedSpans();
    const first = otlpSpan(query!);
    const again = otlpSpan(query!);
    expect(again).toBe(first);
    const attribute = (JSON.parse(first) as { attributes: { key: string; value: { stringValue?: string } }[] }).attributes.find(
      (entry) => entry.key === 'db.query.text',
    );
    expect(attribute?.value.stringValue).toBe(query!.attributes['db.query.text']);
  });
});
