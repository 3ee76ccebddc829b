import type { Notification } from '@back-office/shared/contract';
import type { FetchMock } from '@back-office/shared/testing';

/** A notification as GET /api/notifications sends it (issue 18). */
export function notificationFixture(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    event: 'request_approved',
    created_at: new Date(Date.now() - 3 * 60_000).toISOString(),
    read_at: null,
    record: { type: 'limit_request', id: 100 + id, label: `LR-${100 + id}` },
    actor: { id: 2, name: 'Mona Adel' },
    text: `Request LR-${100 + id} was approved by Mona Adel`,
    ...overrides,
  };
}

/** A Server-Sent Events body the test writes frames into, as the API's stream would. */
export function fakeEventStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(started) {
      controller = started;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller?.enqueue(encoder.encode(text)),
  };
}

/** Puts `stream` in front of the route mock: GET /api/notifications/stream answers it, every other call goes on to `routes`. */
export function withStream(routes: FetchMock, stream: () => Response | Promise<Response>): jest.Mock {
  const fetchWithStream = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname === '/api/notifications/stream') return Promise.resolve(stream());
    return routes(input, init);
  });
  global.fetch = fetchWithStream as typeof fetch;
  return fetchWithStream;
}
