import { createSseParser, type SseMessage } from './sse-parser';

/** How one connection ended: the server refused it (its HTTP status), or it ran and then closed or broke. */
export type StreamOutcome =
  { kind: 'refused'; status: number } | { kind: 'lost'; connected: boolean; retry: number | undefined } | { kind: 'aborted' };

/**
 * Opens one Server-Sent Events connection with fetch (so it can carry the Bearer header, which
 * EventSource cannot) and hands each message to `onMessage` until the stream ends. Issue 18.
 */
export async function readEventStream(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  onMessage: (message: SseMessage) => void,
): Promise<StreamOutcome> {
  let connected = false;
  const parser = createSseParser(onMessage);
  try {
    const response = await fetch(url, { headers: { ...headers, Accept: 'text/event-stream' }, signal, cache: 'no-store' });
    if (!response.ok) return { kind: 'refused', status: response.status };
    if (!response.body) return { kind: 'lost', connected, retry: undefined };
    connected = true;
    const reader = response.body.getReader();
    signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
    // `stream: true` keeps a UTF-8 character split between two chunks (Arabic text) whole.
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
  } catch {
    if (signal.aborted) return { kind: 'aborted' };
  }
  return signal.aborted ? { kind: 'aborted' } : { kind: 'lost', connected, retry: parser.retry };
}
