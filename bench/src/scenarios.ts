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
  /** Issue 17: signed in as the demo admin instead, and run only where audit entries were seeded. */
  admin?: boolean;
  /** Issue 18: signed in as this demo role instead of the risk reviewer (runs on every seed). */
  signInAs?: 'agent' | 'admin';
  /** What one request asks of the database, in round trips (read from the repositories). */
  databaseWork?: string;
  request(fixtures: Fixtures): Request;
}

const get = (path: string): Request => ({ method: 'GET', path });

const LIST = { kind: 'list', p99Ms: 20, minRps: 1000 } as const;
const SINGLE = { kind: 'single', p95Ms: 10 } as const;
/** Issue 17: "the audit list answers in p99 ≤ 20 ms at 10 connections with 5 million entries". */
const AUDIT = { kind: 'audit-list', p99Ms: 20 } as const;
/** Issue 18: "its API answers p99 ≤ 50 ms at 10 connections with 1 million clients and 200,000 limit requests". */
const DASHBOARD = { kind: 'dashboard', p99Ms: 50 } as const;
const DASHBOARD_WORK =
  '1 round trip: counters and daily rollups kept by the triggers (migration 0023), no scan of clients or limit_requests';

/** Issue 18: each role's dashboard over 30 and 90 days (90 charts decisions per week). */
const dashboardScenarios = (['agent', 'risk', 'admin'] as const).flatMap((role) =>
  (['30d', '90d'] as const).map((period): Scenario => ({
    name: `dashboard, ${role}, ${period}`,
    connections: [10],
    target: DASHBOARD,
    authenticated: true,
    ...(role === 'risk' ? {} : { signInAs: role }),
    databaseWork: DASHBOARD_WORK,
    request: () => get(`/api/dashboard?period=${period}`),
  })),
);

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** Every figure issue 6 asks for, with its target on PostgreSQL. */
export const SCENARIOS: Scenario[] = [
  {
    name: 'clients page 1',
    connections: [1, 10],
    target: LIST,
    authenticated: true,
    databaseWork: '1 round trip: page and counters in one statement (session from memory)',
    request: () => get(`/api/clients?${SCREEN_PAGE}`),
  },
  {
    name: `search by name fragment "${NAME_FRAGMENT}"`,
    connections: [1, 10],
    target: { kind: 'wide-search', p99Ms: 300 },
    authenticated: true,
    databaseWork: '1 round trip: page, count up to 1,001 matches and counters in one statement (session from memory)',
    request: () => get(searchPath(NAME_FRAGMENT)),
  },
  {
    name: `search by 2-character fragment "${SHORT_FRAGMENT}"`,
    connections: [1, 10],
    target: LIST,
    authenticated: true,
    databaseWork:
      '1 round trip: page, count up to 1,001 matches from the name-prefix index and counters in one statement (session from memory)',
    request: () => get(searchPath(SHORT_FRAGMENT)),
  },
  {
    name: 'search by national ID',
    connections: [1, 10],
    target: LIST,
    authenticated: true,
    databaseWork: '1 round trip: page, count and counters in one statement (session from memory)',
    request: (f) => get(searchPath(f.nationalId)),
  },
  {
    name: 'search by phone',
    connections: [1, 10],
    target: LIST,
    authenticated: true,
    databaseWork: '1 round trip: page, count and counters in one statement (session from memory)',
    request: (f) => get(searchPath(f.phone)),
  },
  {
    name: 'client details',
    connections: [1, 10],
    target: SINGLE,
    authenticated: true,
    databaseWork: '1 round trip: client, addresses, documents and history in one statement (session and pick lists from memory)',
    request: (f) => get(`/api/clients/${f.clientId}`),
  },
  {
    name: 'limit requests, filtered',
    connections: [1, 10],
    target: LIST,
    authenticated: true,
    databaseWork:
      '1 round trip: page, count up to 1,001 matches and the code picker in one statement (session, actions, risk users and contract types from memory)',
    request: () =>
      get(
        `/api/limit-requests?${SCREEN_PAGE}&decision_statuses[]=pending&decision_statuses[]=approved&date_from=${daysAgo(90)}&date_to=${daysAgo(0)}`,
      ),
  },
  // Issue 17: the audit trail at 5 million entries (PostgreSQL), as its screen asks: 50 newest first.
  {
    name: 'audit trail page 1',
    connections: [1, 10],
    target: AUDIT,
    authenticated: true,
    admin: true,
    databaseWork: '1 round trip: the 51 newest entries down the primary key, who acted and the records named by two joins',
    request: () => get('/api/admin/audit-events?limit=50'),
  },
  {
    name: 'audit trail, one kind',
    connections: [1, 10],
    target: AUDIT,
    authenticated: true,
    admin: true,
    databaseWork: '1 round trip: the (action, id) index read backwards',
    request: () => get('/api/admin/audit-events?limit=50&action[]=role_changed'),
  },
  {
    name: 'audit trail, a person over 7 days',
    connections: [1, 10],
    target: AUDIT,
    authenticated: true,
    admin: true,
    databaseWork: '1 round trip: the dates turned into an id range off the created_at index, then the (user_id, id) index',
    request: (f) => get(`/api/admin/audit-events?limit=50&user_id=${f.adminId}&from=${daysAgo(7)}&to=${daysAgo(0)}`),
  },
  ...dashboardScenarios,
  {
    name: 'create client (no file)',
    connections: [1, 10],
    target: SINGLE,
    authenticated: true,
    databaseWork:
      '1 round trip: uniqueness check, client, addresses and history in one statement (session and reference checks from memory)',
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
    request: () => ({
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_LOGIN),
    }),
  },
  {
    name: 'GET /api/health',
    connections: [1, 10],
    target: { kind: 'health', minRps: 20_000 },
    authenticated: false,
    request: () => get('/api/health'),
  },
];
