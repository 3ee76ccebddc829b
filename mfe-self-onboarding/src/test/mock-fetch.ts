type Answer = { body: unknown; status?: number } | ((request: Request) => { body: unknown; status?: number });

function jsonResponse({ body, status = 200 }: { body: unknown; status?: number }): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Answers by path (`/api/client-self-create-meta`); unrouted paths get a 404. Every request
 * is kept, so a test can read what was sent.
 */
export function mockRoutes(routes: Record<string, Answer>) {
  const requests: Request[] = [];
  const fetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request.clone());
    const answer = routes[new URL(request.url).pathname];
    if (!answer) return Promise.resolve(jsonResponse({ body: { message: 'not found' }, status: 404 }));
    return Promise.resolve(jsonResponse(typeof answer === 'function' ? answer(request) : answer));
  });
  global.fetch = fetchMock as typeof fetch;
  return { fetchMock, requests };
}
