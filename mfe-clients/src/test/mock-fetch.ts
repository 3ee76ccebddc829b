/** Answers every API call with the given JSON body and status; the calls are kept for assertions. */
export function mockFetch(body: unknown, status = 200) {
  const fetchMock = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
  global.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

/** The URLs requested so far, parsed. */
export function requestedUrls(fetchMock: jest.Mock): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)));
}

export function lastRequestedUrl(fetchMock: jest.Mock): URL {
  const url = requestedUrls(fetchMock).at(-1);
  if (!url) throw new Error('no request was made');
  return url;
}
