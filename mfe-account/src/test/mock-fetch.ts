export type Answer = { body: unknown; status?: number };
type Route = Answer | ((request: Request, body: FormData) => Answer);

function jsonResponse({ body, status = 200 }: Answer): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** One API call as the test sees it: where it went and the multipart fields it carried. */
export interface SentCall {
  path: string;
  fields: Record<string, FormDataEntryValue>;
}

/**
 * Answers by path (`/api/password/verify-otp`); unrouted paths get a 404. Every call is kept
 * with its multipart body, so a test can check exactly what was sent.
 */
export function mockRoutes(routes: Record<string, Route>) {
  const calls: SentCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    const body = request.method === 'POST' ? await request.clone().formData() : new FormData();
    calls.push({ path, fields: Object.fromEntries(body.entries()) });
    const route = routes[path];
    if (!route) return jsonResponse({ body: { message: 'not found' }, status: 404 });
    return jsonResponse(typeof route === 'function' ? route(request, body) : route);
  });
  global.fetch = fetchMock as typeof fetch;
  return calls;
}
