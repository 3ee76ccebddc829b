import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServerBundle, startServer } from '../test/server-process';

interface OtlpSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: { key: string; value: Record<string, unknown> }[];
}
interface OtlpBody {
  resourceSpans: { resource: { attributes: { key: string; value: Record<string, unknown> }[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

const millisOf = (unixNano: string) => Number(BigInt(unixNano) / 1_000_000n);

/**
 * Issue 20, end to end: the shipped server (the built bundle, in a process of its own, stopped with
 * SIGTERM as an operator would) with OTEL_EXPORTER_OTLP_ENDPOINT sends its spans over OTLP/HTTP.
 */
describe('tracing to an OTLP/HTTP endpoint (issue 20)', () => {
  jest.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'otlp-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('sends each request’s span and its statements as OTLP JSON, the service named, at real times; the last batch on SIGTERM', async () => {
    const received: { url?: string; headers: IncomingHttpHeaders; body: OtlpBody }[] = [];
    const collector = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ url: request.url, headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString()) as OtlpBody });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    collector.listen(0, '127.0.0.1');
    await once(collector, 'listening');
    try {
      buildServerBundle();
      const server = await startServer({
        DATA_DIR: dataDir,
        STATIC_ROOT: path.join(dataDir, 'no-portal'),
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}/`,
        OTEL_SERVICE_NAME: 'api-under-test',
      });
      const before = Date.now();
      const response = await fetch(`${server.url}/api/health/ready`);
      expect(response.status).toBe(200);
      const [, traceId, spanId, flags] = response.headers.get('traceparent')!.split('-');
      expect(flags).toBe('01');
      // The batch goes every few seconds, and whatever is left when the server stops.
      expect(await server.stop()).toBe(0);
      const after = Date.now();

      expect(received.map(({ url, headers }) => [url, headers['content-type']])).toEqual(
        received.map(() => ['/v1/traces', 'application/json']),
      );
      const resources = received.flatMap(({ body }) => body.resourceSpans);
      for (const resource of resources) {
        expect(resource.resource.attributes).toContainEqual({ key: 'service.name', value: { stringValue: 'api-under-test' } });
      }
      const spans = resources
        .flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans))
        .filter((span) => span.traceId === traceId);
      expect(spans.map((span) => [span.name, span.parentSpanId || undefined])).toEqual([
        ['db select', spanId],
        ['GET /api/health/ready', undefined],
      ]);
      const [query, request] = spans as [OtlpSpan, OtlpSpan];
      expect(request.spanId).toBe(spanId);
      expect(request.attributes).toEqual(
        expect.arrayContaining([
          { key: 'http.route', value: { stringValue: '/api/health/ready' } },
          { key: 'http.response.status_code', value: { intValue: 200 } },
        ]),
      );
      expect(query.attributes).toContainEqual({ key: 'db.query.text', value: { stringValue: 'select 1' } });
      // Wall-clock times: the statement within the request, the request within the test's call.
      expect(millisOf(request.startTimeUnixNano)).toBeGreaterThanOrEqual(before - 1);
      expect(millisOf(query.startTimeUnixNano)).toBeGreaterThanOrEqual(millisOf(request.startTimeUnixNano));
      expect(millisOf(query.endTimeUnixNano)).toBeLessThanOrEqual(millisOf(request.endTimeUnixNano));
      expect(millisOf(request.endTimeUnixNano)).toBeLessThanOrEqual(after + 1);
    } finally {
      collector.close();
    }
  });
});
