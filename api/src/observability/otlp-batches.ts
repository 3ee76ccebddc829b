import http from 'node:http';
import https from 'node:https';
import { createGzip } from 'node:zlib';

export interface OtlpBatchOptions {
  /** The full OTLP/HTTP traces address (`…/v1/traces`). */
  url: string;
  /** The request body around a batch of spans, in parts to be written in turn (otlp-json.ts). */
  body: (spans: readonly string[]) => string[];
  /** Sent with every export (OTEL_EXPORTER_OTLP_HEADERS: a collector's API key). */
  headers?: Record<string, string>;
  /** OTEL_EXPORTER_OTLP_COMPRESSION. */
  compression?: 'none' | 'gzip';
  /** Told about spans dropped: an export that failed, or a queue found full (a collector slower than the API). */
  onFailure: (error: Error, spans: number) => void;
  /** The OpenTelemetry SDK's BatchSpanProcessor defaults: queue 2048, batches of 512, every 5 s, 30 s timeout. */
  maxQueue?: number;
  maxBatch?: number;
  delayMs?: number;
  timeoutMs?: number;
}

/**
 * A batch's body is hundreds of kilobytes. Made into one string and one buffer, each lands in V8's
 * large-object space, which only a full collection frees: several a second kept the GC's threads
 * busy. Pieces of at most 32 KB stay in the young generation and die there.
 */
const PIECE = 32 * 1024;

function write(request: NodeJS.WritableStream & { cork(): void; uncork(): void }, body: string[]): void {
  request.cork();
  let piece = '';
  for (const part of body) {
    piece += part;
    if (piece.length >= PIECE) {
      request.write(piece);
      piece = '';
    }
  }
  if (piece) request.write(piece);
  request.uncork();
}

/**
 * Issue 20: spans (already OTLP JSON) queued and posted in batches, one export at a time, as the
 * SDK's BatchSpanProcessor does: a full batch goes at once, the rest every `delayMs`; a full queue
 * drops new spans rather than grow (tracing must not take the server's memory); `shutdown` sends
 * what is left. A failed export is reported and its spans dropped: traces are telemetry, and a
 * collector that is down must not hold the API's memory or time.
 */
export function createOtlpBatches(options: OtlpBatchOptions) {
  const { url, body, onFailure, maxQueue = 2048, maxBatch = 512, delayMs = 5000, timeoutMs = 30_000 } = options;
  const gzip = options.compression === 'gzip';
  const headers = { ...options.headers, 'content-type': 'application/json', ...(gzip && { 'content-encoding': 'gzip' }) };
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxSockets: 1 });
  const queue: string[] = [];
  let inFlight: Promise<void> | undefined;
  let dropped = 0;

  function post(spans: string[]): Promise<void> {
    return new Promise((resolve) => {
      // Reported once, however many of the request's and response's errors follow.
      let settled = false;
      const settle = (error?: Error) => {
        if (settled) return;
        settled = true;
        if (error) onFailure(error, spans.length);
        resolve();
      };
      const failed = (error: Error) => settle(error);
      const request = client.request(
        target,
        // Chunked: the body is written in pieces, never whole (`write` above).
        { method: 'POST', agent, timeout: timeoutMs, headers },
        (response) => {
          response.resume();
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            if (status >= 200 && status < 300) settle();
            else failed(new Error(`the collector answered ${status}`));
          });
          response.on('error', failed);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer from the collector within ${timeoutMs} ms`)));
      request.on('error', failed);
      if (gzip) {
        const compressed = createGzip();
        compressed.on('error', (error) => request.destroy(error));
        compressed.pipe(request);
        write(compressed, body(spans));
        compressed.end();
      } else {
        write(request, body(spans));
        request.end();
      }
    });
  }

  /** Sends the next batch unless one is on its way; a queue still holding a full batch goes on at once. */
  function flush(): void {
    if (dropped > 0) {
      onFailure(new Error(`the queue of ${maxQueue} spans was full`), dropped);
      dropped = 0;
    }
    if (inFlight || queue.length === 0) return;
    inFlight = post(queue.splice(0, maxBatch)).then(() => {
      inFlight = undefined;
      if (queue.length >= maxBatch) flush();
    });
  }

  const timer = setInterval(flush, delayMs);
  timer.unref();

  return {
    add(span: string): void {
      if (queue.length >= maxQueue) {
        dropped += 1;
        return;
      }
      queue.push(span);
      if (queue.length >= maxBatch) flush();
    },
    async shutdown(): Promise<void> {
      clearInterval(timer);
      while (inFlight || queue.length > 0) {
        flush();
        await inFlight;
      }
      agent.destroy();
    },
  };
}

export type OtlpBatches = ReturnType<typeof createOtlpBatches>;
