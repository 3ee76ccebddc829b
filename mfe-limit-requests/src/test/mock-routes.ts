type Reply = { body: unknown; status?: number };
export type RouteAnswer = Reply | ((request: Request) => Reply);

const json = ({ body, status = 200 }: Reply) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Answers by method and path (`'GET /api/limit-requests/show/5'`); a function answer sees the
 * request and is asked again on every call. Unrouted calls get a 404, so a wrong URL fails loudly.
 */
export function mockRoutes(routes: Record<string, RouteAnswer>) {
  const fetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const answer = routes[`${request.method} ${new URL(request.url).pathname}`];
    if (!answer) return Promise.resolve(json({ body: { message: 'not found' }, status: 404 }));
    return Promise.resolve(json(typeof answer === 'function' ? answer(request) : answer));
  });
  global.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

/** The requests sent to one route (`'POST /api/limit-requests/5/action/11'`), oldest first. */
export function requestsTo(fetchMock: jest.Mock, route: string): Request[] {
  return fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => `${request.method} ${new URL(request.url).pathname}` === route);
}
