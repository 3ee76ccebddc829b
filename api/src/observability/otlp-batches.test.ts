import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createOtlpBatches } from './otlp-batches';

/** Polls until `check` holds: batches go on timers and sockets, not when `add` returns. */
async function eventually(check: () => boolean, withinMs = 5_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not true within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A collector on loopback that keeps each body it receives and answers with `status()`. */
async function startCollector(status: () => number) {
  const bodies: string[][] = [];
  const headers: IncomingHttpHeaders[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received = Buffer.concat(chunks);
      headers.push(request.headers);
      bodies.push(JSON.parse((request.headers['content-encoding'] === 'gzip' ? gunzipSync(received) : received).toString()) as string[]);
      response.writeHead(status()).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { bodies, headers, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`, close: () => server.close() };
}

// The body is a JSON array of the spans (each a JSON string) here, so the test reads back exactly what was queued.
const asArray = { head: '[', tail: ']' };
const span = (n: number) => JSON.stringify(`span ${n} ${'·'.repeat(n % 7)}`);

describe('OTLP batches (issue 20)', () => {
  it('sends a full batch at once, one export at a time, and what is left on shutdown', async () => {
    const collector = await startCollector(() => 200);
    const failures: number[] = [];
    const batches = createOtlpBatches({
      url: collector.url,
      envelope: asArray,
      onFailure: (_error, spans) => failures.push(spans),
      maxBatch: 3,
      delayMs: 60_000,
    });
    try {
      for (let n = 0; n < 7; n += 1) batches.add(span(n));
      await eventually(() => collector.bodies.length === 2);
      expect(collector.bodies).toEqual([
        [0, 1, 2].map((n) => JSON.parse(span(n)) as string),
        [3, 4, 5].map((n) => JSON.parse(span(n)) as string),
      ]);
      await batches.shutdown();
      expect(collector.bodies.at(-1)).toEqual([JSON.parse(span(6)) as string]);
      expect(failures).toEqual([]);
    } finally {
      collector.close();
    }
  });

  it('sends what waits when its time comes, even less than a batch', async () => {
    const collector = await startCollector(() => 200);
    const batches = createOtlpBatches({ url: collector.url, envelope: asArray, onFailure: () => undefined, delayMs: 20 });
    try {
      batches.add(span(1));
      await eventually(() => collector.bodies.length === 1);
      expect(collector.bodies[0]).toEqual([JSON.parse(span(1)) as string]);
    } finally {
      await batches.shutdown();
      collector.close();
    }
  });

  it('keeps spans whole and in order across pages, reused by later batches, whatever their size and script', async () => {
    const collector = await startCollector(() => 200);
    const batches = createOtlpBatches({ url: collector.url, envelope: asArray, onFailure: () => undefined, maxBatch: 400 });
    // Three batches of 400: each fills several 64 KB pages (Arabic takes two bytes a letter), the
    // second holds a span larger than a page, and the later ones are written into the first's pages.
    const sent = [0, 1, 2].map((batch) =>
      Array.from({ length: 400 }, (_, n) =>
        JSON.stringify(batch === 1 && n === 200 ? 'ب'.repeat(70_000) : `${batch}.${n} ${(n % 2 ? 'x' : 'ع').repeat(300 + batch)}`),
      ),
    );
    try {
      for (const batch of sent) {
        batch.forEach((value) => batches.add(value));
        await eventually(() => collector.bodies.length === sent.indexOf(batch) + 1);
      }
      expect(collector.bodies).toEqual(sent.map((batch) => batch.map((value) => JSON.parse(value) as string)));
    } finally {
      await batches.shutdown();
      collector.close();
    }
  });

  it('reports the spans of a refused export and of a full queue as dropped, and goes on', async () => {
    let status = 503;
    const collector = await startCollector(() => status);
    const failures: [string, number][] = [];
    const batches = createOtlpBatches({
      url: collector.url,
      envelope: asArray,
      onFailure: (error, spans) => failures.push([error.message, spans]),
      maxBatch: 2,
      maxQueue: 4,
      delayMs: 60_000,
    });
    try {
      batches.add(span(1));
      batches.add(span(2));
      await eventually(() => failures.length === 1);
      expect(failures).toEqual([['the collector answered 503', 2]]);
      status = 200;
      // One export at a time: while the first two are on their way, four more fill the queue and the seventh is dropped.
      for (let n = 0; n < 7; n += 1) batches.add(span(10 + n));
      await batches.shutdown();
      expect(failures.slice(1)).toEqual([['the queue of 4 spans was full', 1]]);
      expect(collector.bodies.slice(1).flat()).toEqual([10, 11, 12, 13, 14, 15].map((n) => JSON.parse(span(n)) as string));
    } finally {
      collector.close();
    }
  });

  it('sends the configured headers, and gzips the body when told to', async () => {
    const collector = await startCollector(() => 200);
    const many = Array.from({ length: 300 }, (_, n) => JSON.stringify(`${n} ${'y'.repeat(200)}`));
    for (const compression of ['none', 'gzip'] as const) {
      const batches = createOtlpBatches({
        url: collector.url,
        envelope: asArray,
        onFailure: () => undefined,
        headers: { 'x-api-key': 'k-123' },
        compression,
      });
      many.forEach((value) => batches.add(value));
      await batches.shutdown();
    }
    collector.close();
    expect(collector.bodies).toEqual([many, many].map((sent) => sent.map((value) => JSON.parse(value) as string)));
    expect(collector.headers.map((sent) => [sent['x-api-key'], sent['content-type'], sent['content-encoding']])).toEqual([
      ['k-123', 'application/json', undefined],
      ['k-123', 'application/json', 'gzip'],
    ]);
  });

  it('reports a collector that cannot be reached', async () => {
    const collector = await startCollector(() => 200);
    collector.close();
    const failures: number[] = [];
    const batches = createOtlpBatches({
      url: collector.url,
      envelope: asArray,
      onFailure: (_error, spans) => failures.push(spans),
      maxBatch: 1,
    });
    batches.add(span(1));
    await batches.shutdown();
    expect(failures).toEqual([1]);
  });
});
