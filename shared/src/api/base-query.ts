import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { sessionEnded, type SessionState } from '../session/session-slice';
import type { PreferencesState } from '../preferences/preferences-slice';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency-key';

interface HeaderSources {
  session: SessionState;
  preferences: PreferencesState;
}

/** Where the API lives; a page embedded on another site sets it before the first call. */
let apiBase = '/api';

export function setApiBase(base: string): void {
  apiBase = base.replace(/\/$/, '');
}

/** The full URL of an API path, for the few calls made outside RTK Query (upload progress). */
export function apiUrl(path: string): string {
  return `${apiBase}${path}`;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders: (headers, { getState }) => {
    const { session, preferences } = getState() as HeaderSources;
    if (session.accessToken) headers.set('Authorization', `Bearer ${session.accessToken}`);
    headers.set('Accept-Language', preferences.language);
    return headers;
  },
});

/** Issue 20: a create's arguments may carry the submission's key (see useIdempotencyKey). */
export interface ApiArgs extends FetchArgs {
  idempotencyKey?: string;
}

/** The key as the Idempotency-Key header, beside the call's own headers. */
function withKeyHeader({ idempotencyKey, ...request }: ApiArgs): FetchArgs {
  if (!idempotencyKey) return request;
  const own = request.headers instanceof Headers ? Object.fromEntries(request.headers.entries()) : request.headers;
  return { ...request, headers: { ...(own as Record<string, string> | undefined), [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } };
}

/**
 * Every call goes through here: a 401 ends the session, and the shell's route guard
 * then sends the user to /login (SPEC §8).
 */
export const baseQuery: BaseQueryFn<string | ApiArgs, unknown, FetchBaseQueryError> = async (args, queryApi, extraOptions) => {
  const request = withKeyHeader(typeof args === 'string' ? { url: args } : args);
  const result = await rawBaseQuery({ ...request, url: apiUrl(request.url) }, queryApi, extraOptions);
  if (result.error?.status === 401) queryApi.dispatch(sessionEnded());
  return result;
};
