import type { Request } from 'autocannon';
import { DEMO_LOGIN } from './api-client';
import { clientFormBody } from './client-form';
import { NAME_FRAGMENT, SCREEN_PAGE, SHORT_FRAGMENT, searchPath, type Fixtures } from './fixtures';
import type { Target } from './targets';

export interface Scenario {
  name: string;
  connections: number[];
  target: Target;
  /** Authenticated scenarios carry the demo agent's token. */
  authenticated: boolean;
  /** What one request asks of the database, in round trips (read from the repositories). */
  databaseWork?: string;
  request(fixtures: Fixtures): Request;
}

const get = (path: string): Request => ({ method: 'GET', path });

const LIST = { kind: 'list', p99Ms: 20, minRps: 1000 } as const;
const SINGLE = { kind: 'single', p95Ms: 10 } as const;

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** Every figure issue 6 asks for, with its target on PostgreSQL. */
export const SCENARIOS: Scenario[] = [
  { name: 'clients page 1', connections: [1, 10], target: LIST, authenticated: true, databaseWork: '3 round trips: session, page, counters', request: () => get(`/api/clients?${SCREEN_PAGE}`) },
  {
    name: `search by name fragment "${NAME_FRAGMENT}"`,
    connections: [1, 10],
    target: { kind: 'wide-search', p99Ms: 300 },
    authenticated: true,
    databaseWork: '4 round trips: session, page, count up to 1,001 matches, counters',
    request: () => get(searchPath(NAME_FRAGMENT)),
  },
  {
    name: `search by 2-character fragment "${SHORT_FRAGMENT}"`,
    connections: [1, 10],
    target: LIST,
    authenticated: true,
    databaseWork: '4 round trips: session, page, count up to 1,001 matches, counters',
    request: () => get(searchPath(SHORT_FRAGMENT)),
  },
  { name: 'search by national ID', connections: [1, 10], target: LIST, authenticated: true, databaseWork: '4 round trips: session, page, count, counters', request: (f) => get(searchPath(f.nationalId)) },
  { name: 'search by phone', connections: [1, 10], target: LIST, authenticated: true, databaseWork: '4 round trips: session, page, count, counters', request: (f) => get(searchPath(f.phone)) },
  { name: 'client details', connections: [1, 10], target: SINGLE, authenticated: true, databaseWork: '8 round trips: session, client, addresses, documents, history and three pick lists', request: (f) => get(`/api/clients/${f.clientId}`) },
  {
    name: 'limit requests, filtered',
    connections: [1, 10],
    target: LIST,
    authenticated: true,
    databaseWork: '7 round trips: session, page, count up to 1,001 matches, actions, risk users, contract types, the code picker',
    request: () =>
      get(`/api/limit-requests?${SCREEN_PAGE}&decision_statuses[]=pending&decision_statuses[]=approved&date_from=${daysAgo(90)}&date_to=${daysAgo(0)}`),
  },
  {
    name: 'create client (no file)',
    connections: [1, 10],
    target: SINGLE,
    authenticated: true,
    databaseWork: 'about 12 round trips: session, reference and uniqueness checks, then a transaction (client, addresses, history) and its commit',
    request: (fixtures) => ({
      method: 'POST',
      path: '/api/clients/store',
      setupRequest: (request) => {
        const { body, contentType } = clientFormBody(fixtures);
        return { ...request, body, headers: { ...request.headers, 'content-type': contentType } };
      },
    }),
  },
  {
    name: 'login',
    connections: [1],
    target: { kind: 'login', p95Ms: 50 },
    authenticated: false,
    request: () => ({ method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_LOGIN) }),
  },
  { name: 'GET /api/health', connections: [1, 10], target: { kind: 'health', minRps: 20_000 }, authenticated: false, request: () => get('/api/health') },
];
