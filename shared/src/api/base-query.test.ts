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
    expect(store.getState().session).toEqual({ accessToken: null, userId: null, loggedIn: false });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });
});
