import { createStaff, insertClient, signedIn } from '../test/fixtures';
import { actionIds, insertLimitRequest } from '../test/limit-requests';
import { multipart } from '../test/multipart';
import { backends, useTestApp } from '../test/test-app';
import { routesOf } from './route-list';
import { ownedBy } from './owned-rows';
import { ROUTES, type Outcome, type RouteCall, type StaffRole } from './route-table';
import { PEOPLE, WORKFLOW_ROWS, type Person, type StepOutcome } from './workflow-matrix';

type Identity = 'no token' | 'revoked token' | StaffRole;
const IDENTITIES: Identity[] = ['no token', 'revoked token', 'agent', 'risk', 'admin'];

function expected(route: string, identity: Identity, owner: 'own' | 'another'): Outcome {
  const { access } = ROUTES[route]!;
  if (access === 'public') return 'allowed';
  // Issue 19: a staff token is no status session (status-codes.test.ts opens one).
  if (access === 'applicant') return 401;
  // Issue 20: a staff token is not the metrics token (metrics.test.ts opens it with the right one).
  if (access === 'metrics') return 401;
  if (identity === 'no token' || identity === 'revoked token') return 401;
  return access === 'staff' ? 'allowed' : access[owner][identity];
}

const outcomeOf = (status: number): Outcome => (status === 401 || status === 403 ? status : 'allowed');

describe.each(backends())('authorization matrix ($name)', (backend) => {
  // 0 turns the overload refusal off: it would answer 503 before any access check, and a busy test loop trips it.
  // Issue 20: with a metrics token, so GET /metrics answers 401 rather than its unconfigured 404.
  const context = useTestApp(backend, { maxEventLoopDelayMs: 0, metricsToken: 'matrix-metrics-token-0123456789' });

  it('has exactly one row per route the app serves', () => {
    expect(routesOf(context.app)).toEqual(Object.keys(ROUTES).sort());
  });

  it('answers every route × caller × owner as its row says', async () => {
    const { app } = context;
    const stranger = await createStaff(app, 'agent');
    const actions = await actionIds(app);
    const revoked = await signedIn(app, 'agent');
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: revoked.headers });
    const callers: Record<Identity, { headers: Record<string, string>; userId: number }> = {
      'no token': { headers: {}, userId: stranger.id },
      'revoked token': { headers: revoked.headers, userId: revoked.user.id },
      agent: await signedIn(app, 'agent').then(({ headers, user }) => ({ headers, userId: user.id })),
      risk: await signedIn(app, 'risk').then(({ headers, user }) => ({ headers, userId: user.id })),
      admin: await signedIn(app, 'admin').then(({ headers, user }) => ({ headers, userId: user.id })),
    };
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const [route, row] of Object.entries(ROUTES)) {
      for (const identity of IDENTITIES) {
        for (const owner of ['own', 'another'] as const) {
          const caller = callers[identity];
          // Logging out ends the caller's session; it gets a session of its own to end.
          const headers =
            route === 'POST /api/auth/logout' && caller.headers.authorization && identity !== 'revoked token'
              ? (await signedIn(app, identity as StaffRole)).headers
              : caller.headers;
          const call: RouteCall = {
            app,
            owned: () => ownedBy(app, owner === 'own' ? caller.userId : stranger.id),
            actionId: (key) => actions[key],
          };
          const options = await row.request(call);
          const response = await app.inject({ ...options, headers: { ...(options.headers as Record<string, string>), ...headers } });
          seen.push(`${route} | ${identity} | ${owner} → ${outcomeOf(response.statusCode)}`);
          wanted.push(`${route} | ${identity} | ${owner} → ${expected(route, identity, owner)}`);
        }
      }
    }
    expect(seen).toEqual(wanted);
  });

  it('answers every cross-step and state rule of the workflow as its row says (issue 16)', async () => {
    const { app } = context;
    const actions = await actionIds(app);
    const roles: Record<Person, StaffRole> = {
      creator: 'risk',
      assignee: 'risk',
      approver: 'risk',
      confirmer: 'risk',
      'other risk': 'risk',
      agent: 'agent',
      admin: 'admin',
    };
    const staff = Object.fromEntries(
      await Promise.all(PEOPLE.map(async (person) => [person, await signedIn(app, roles[person])] as const)),
    );
    const ids = Object.fromEntries(PEOPLE.map((person) => [person, staff[person]!.user.id])) as Record<Person, number>;
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const [name, row] of Object.entries(WORKFLOW_ROWS)) {
      for (const [person, outcome] of Object.entries(row.outcomes) as [Person, StepOutcome][]) {
        const client = await insertClient(app, { isSubmitted: true });
        const request = await insertLimitRequest(app, { clientId: client.id, createdBy: ids.creator, ...row.state(ids) });
        const headers = staff[person]!.headers;
        const response =
          row.step === 'update'
            ? await app.inject({ method: 'POST', url: `/api/limit-requests/update/${request.id}`, ...withHeaders(multipart({}), headers) })
            : await app.inject({
                method: 'POST',
                url: `/api/limit-requests/${request.id}/action/${actions[row.step]}`,
                headers,
                payload: row.payload?.(ids) ?? {},
              });
        const status = response.statusCode;
        const got = outcome === 'allowed' && ![401, 403, 409].includes(status) ? 'allowed' : status;
        seen.push(`${name} | ${person} → ${got}`);
        wanted.push(`${name} | ${person} → ${outcome}`);
      }
    }
    expect(seen).toEqual(wanted);
  });
});

/** The multipart form's own headers, plus the caller's. */
function withHeaders(form: ReturnType<typeof multipart>, headers: Record<string, string>) {
  return { payload: form.payload, headers: { ...form.headers, ...headers } };
}
