/** What a route answers: a JSON body (a string body is sent as CSV text, as the export endpoints do). */
export type RouteReply = { body: unknown; status?: number };
/** A fixed reply, or one computed from the request each time the route is called. */
export type RouteAnswer = RouteReply | ((request: Request) => RouteReply);
export type Routes = Record<string, RouteAnswer>;

/** One call as a test sees it: where it went and the form fields (multipart or urlencoded) it carried. */
export interface SentCall {
  method: string;
  path: string;
  url: URL;
  fields: Record<string, FormDataEntryValue>;
}

export type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> & {
  /** Every request, oldest first, with its body unread. */
  requests: Request[];
  /** Every call, oldest first, with its form fields already read. */
  sent: SentCall[];
};

function respond({ body, status = 200 }: RouteReply): Response {
  if (typeof body === 'string') return new Response(body, { status, headers: { 'content-type': 'text/csv' } });
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** `'GET /api/x'` answers that method only, `'/api/x'` any method, `'*'` anything no other key takes. */
function findAnswer(routes: Routes, method: string, path: string): RouteAnswer | undefined {
  let best: { answer: RouteAnswer; score: number } | undefined;
  for (const [key, answer] of Object.entries(routes)) {
    if (key === '*') continue;
    const [keyMethod, keyPath] = key.includes(' ') ? key.split(' ', 2) : [undefined, key];
    if (keyMethod !== undefined && keyMethod !== method) continue;
    if (path !== keyPath && !path.startsWith(`${keyPath}/`)) continue;
    // The longest path wins (an exact match is the longest); a key naming the method beats one that does not.
    const score = keyPath!.length * 2 + (keyMethod ? 1 : 0);
    if (!best || score > best.score) best = { answer, score };
  }
  return best?.answer ?? routes['*'];
}

async function formFields(request: Request): Promise<Record<string, FormDataEntryValue>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) return {};
  return Object.fromEntries((await request.clone().formData()).entries());
}

/**
 * The one fetch mock of the portal's tests. Answers by path: `'/api/clients/7'` also answers
 * `/api/clients/7/history` unless a longer key names it. Unrouted calls get a 404, so a wrong URL
 * fails loudly. Every call is kept on the returned mock (`requests`, `sent`) for assertions.
 */
export function mockRoutes(routes: Routes): FetchMock {
  const requests: Request[] = [];
  const sent: SentCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    requests.push(request.clone());
    sent.push({ method: request.method, path: url.pathname, url, fields: await formFields(request) });
    const answer = findAnswer(routes, request.method, url.pathname);
    if (!answer) return respond({ body: { message: 'not found' }, status: 404 });
    return respond(typeof answer === 'function' ? answer(request) : answer);
  });
  global.fetch = fetchMock as typeof fetch;
  return Object.assign(fetchMock, { requests, sent });
}

/** The URLs requested so far, oldest first. */
export function requestedUrls(fetchMock: FetchMock): URL[] {
  return fetchMock.sent.map((call) => call.url);
}

export function lastRequestedUrl(fetchMock: FetchMock): URL {
  const url = requestedUrls(fetchMock).at(-1);
  if (!url) throw new Error('no request was made');
  return url;
}

/** The query of the latest request (a list's filters and page). */
export function lastQuery(fetchMock: FetchMock): URLSearchParams {
  return lastRequestedUrl(fetchMock).searchParams;
}

/** The requests sent to one route (`'POST /api/limit-requests/5/action/11'`), oldest first, bodies unread. */
export function requestsTo(fetchMock: FetchMock, route: string): Request[] {
  return fetchMock.requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === route);
}

/** The calls sent to one path, with their form fields. */
export function callsTo(fetchMock: FetchMock, path: string): SentCall[] {
  return fetchMock.sent.filter((call) => call.path === path);
}
