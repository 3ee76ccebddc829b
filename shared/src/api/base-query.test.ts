import { api } from './api';
import { createAppStore } from '../store/store';
import { sessionStarted } from '../session/session-slice';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<unknown, void>({ query: () => '/probe' }) }),
});

const fetchMock = jest.fn<Promise<Response>, [Request]>();

beforeEach(() => {
  localStorage.clear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('baseQuery', () => {
  it('sends the bearer token and the language', async () => {
    fetchMock.mockResolvedValue(new Response('{"data":{}}', { status: 200, headers: { 'content-type': 'application/json' } }));
    const store = createAppStore();
    store.dispatch(sessionStarted({ accessToken: 'abc', userId: '1' }));
    await store.dispatch(probeApi.endpoints.probe.initiate());
    const request = fetchMock.mock.calls[0]![0];
    expect(request.url).toMatch(/\/api\/probe$/);
    expect(request.headers.get('Authorization')).toBe('Bearer abc');
    expect(request.headers.get('Accept-Language')).toBe('ar');
  });

  it('ends the session and clears storage on a 401', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"message":"unauthenticated"}', { status: 401, headers: { 'content-type': 'application/json' } }),
    );
    const store = createAppStore();
    store.dispatch(sessionStarted({ accessToken: 'expired', userId: '1' }));
    expect(localStorage.getItem('accessToken')).toBe('expired');
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(store.getState().session).toEqual({ accessToken: null, userId: null, loggedIn: false, endedByUser: false });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });
});

/** Issue 20: a create carries its submission's key; retries carry the same one. */
describe('baseQuery with an idempotency key', () => {
  const createApi = api.injectEndpoints({
    endpoints: (build) => ({
      create: build.mutation<unknown, { key: string }>({
        query: ({ key }) => ({ url: '/things', method: 'POST', body: {}, headers: { 'If-Match': '"1"' }, idempotencyKey: key }),
      }),
    }),
  });

  it('sends it as Idempotency-Key beside the call’s own headers', async () => {
    fetchMock.mockResolvedValue(new Response('{"data":{}}', { status: 201, headers: { 'content-type': 'application/json' } }));
    const store = createAppStore();
    await store.dispatch(createApi.endpoints.create.initiate({ key: 'k-1' }));
    const request = fetchMock.mock.calls.at(-1)![0];
    expect(request.headers.get('Idempotency-Key')).toBe('k-1');
    expect(request.headers.get('If-Match')).toBe('"1"');
  });

  it('sends none when the call has no key', async () => {
    fetchMock.mockResolvedValue(new Response('{"data":{}}', { status: 200, headers: { 'content-type': 'application/json' } }));
    const store = createAppStore();
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(fetchMock.mock.calls.at(-1)![0].headers.get('Idempotency-Key')).toBeNull();
  });
});
