type Answer = { body: unknown; status?: number };

/**
 * Every API call gets the current answer (change it with `answer.current = …`); calls are
 * kept, so tests read what the list asked for.
 */
export function mockApi(initial: Answer) {
  const answer = { current: initial };
  const fetchMock = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) => {
    const { body, status = 200 } = answer.current;
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  });
  global.fetch = fetchMock as typeof fetch;
  return { fetchMock, answer };
}

/** The URLs requested so far, parsed. */
export function requestedUrls(fetchMock: jest.Mock): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input), window.location.href));
}

export function lastQuery(fetchMock: jest.Mock): URLSearchParams {
  const url = requestedUrls(fetchMock).at(-1);
  if (!url) throw new Error('no request was made');
  return url.searchParams;
}
