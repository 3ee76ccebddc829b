type Answer = { body: unknown; status?: number } | ((request: Request) => { body: unknown; status?: number });

function jsonResponse({ body, status = 200 }: { body: unknown; status?: number }): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Answers every API call with the given JSON body and status; the calls are kept for assertions. */
export function mockFetch(body: unknown, status = 200) {
  const fetchMock = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(jsonResponse({ body, status })));
  global.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

/**
 * Answers by path (`/api/clients/7`); the first key the path starts with wins, so list longer
 * paths first. A string body is sent as CSV text, anything else as JSON; unrouted paths get a 404.
 */
export function mockRoutes(routes: Record<string, Answer>) {
  const respond = ({ body, status = 200 }: { body: unknown; status?: number }) =>
    typeof body === 'string' ? new Response(body, { status, headers: { 'content-type': 'text/csv' } }) : jsonResponse({ body, status });
  const fetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    const match = Object.entries(routes).find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
    if (!match) return Promise.resolve(jsonResponse({ body: { message: 'not found' }, status: 404 }));
    const answer = match[1];
    return Promise.resolve(respond(typeof answer === 'function' ? answer(request) : answer));
  });
  global.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

/** The URLs requested so far, parsed. */
export function requestedUrls(fetchMock: jest.Mock): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input), window.location.href));
}

export function lastRequestedUrl(fetchMock: jest.Mock): URL {
  const url = requestedUrls(fetchMock).at(-1);
  if (!url) throw new Error('no request was made');
  return url;
}
