import type { FastifyInstance, InjectOptions } from 'fastify';
import { multipart } from '../test/multipart';

export type StaffRole = 'agent' | 'risk' | 'admin';
/** allowed: neither 401 nor 403 (what follows is the route's own business). */
export type Outcome = 'allowed' | 401 | 403;

/** Fresh rows owned by one staff member (own: the caller; another's: someone else). */
export interface Owned {
  client: number;
  submittedClient: number;
  /** A new limit request, on the submitted client. */
  limitRequest: number;
}

export interface RouteCall {
  app: FastifyInstance;
  owned: () => Promise<Owned>;
  actionId: (key: 'cancel') => number;
}

/** applicant (issue 19): public, but only an applicant's status session opens it; every staff token gets 401. */
/** metrics (issue 20): only the METRICS_TOKEN bearer opens it; no token and every staff token get 401. */
type Access = 'public' | 'staff' | 'applicant' | 'metrics' | { own: Record<StaffRole, Outcome>; another: Record<StaffRole, Outcome> };

export interface RouteRow {
  access: Access;
  request: (call: RouteCall) => Promise<InjectOptions> | InjectOptions;
}

const exporters = { agent: 403, risk: 'allowed', admin: 'allowed' } as const;
const EXPORTERS: Access = { own: exporters, another: exporters };
const queueReaders = { agent: 403, risk: 'allowed', admin: 'allowed' } as const;
const QUEUE_READERS: Access = { own: queueReaders, another: queueReaders };
const takers = { agent: 403, risk: 'allowed', admin: 403 } as const;
const TAKERS: Access = { own: takers, another: takers };
/** Issue 17: every /api/admin route; agent and risk get 403. */
const admins = { agent: 403, risk: 403, admin: 'allowed' } as const;
export const ADMINS: Access = { own: admins, another: admins };

const get = (url: string) => () => ({ method: 'GET' as const, url });
const form = (url: string): InjectOptions => ({ method: 'POST', url, ...multipart({}) });
const preflight = (url: string) => () => ({
  method: 'OPTIONS' as const,
  url,
  headers: { origin: 'https://apply.example.com', 'access-control-request-method': 'GET' },
});
/** Issue 19: the admin alone may change a submitted client's document requests (the staff who may edit it). */
const submittedEditors = { agent: 403, risk: 403, admin: 'allowed' } as const;
const SUBMITTED_EDITORS: Access = { own: submittedEditors, another: submittedEditors };
const client =
  (path: (id: number) => string) =>
  async ({ owned }: RouteCall) =>
    get(path((await owned()).client))();
const request =
  (path: (id: number) => string) =>
  async ({ owned }: RouteCall) =>
    get(path((await owned()).limitRequest))();

/**
 * Who may call each route: the one table the authorization matrix and the header checks
 * walk. A route the app serves without a row here fails both.
 */
export const ROUTES: Record<string, RouteRow> = {
  'GET /api/docs': { access: 'public', request: get('/api/docs') },
  'GET /api/docs/': { access: 'public', request: get('/api/docs/') },
  'GET /api/docs/static/index.html': { access: 'public', request: get('/api/docs/static/index.html') },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public', request: get('/api/docs/static/swagger-initializer.js') },
  'GET /api/docs/*': { access: 'public', request: get('/api/docs/static/swagger-ui.css') },
  'GET /api/docs/json': { access: 'public', request: get('/api/docs/json') },
  'GET /api/docs/yaml': { access: 'public', request: get('/api/docs/yaml') },
  'GET /api/health': { access: 'public', request: get('/api/health') },
  'GET /api/health/event-loop': { access: 'staff', request: get('/api/health/event-loop') },
  'POST /api/auth/login': { access: 'public', request: () => ({ method: 'POST', url: '/api/auth/login', payload: {} }) },
  'POST /api/auth/login/second-factor': {
    access: 'public',
    request: () => ({ method: 'POST', url: '/api/auth/login/second-factor', payload: {} }),
  },
  'GET /api/two-factor/status': { access: 'staff', request: get('/api/two-factor/status') },
  'POST /api/two-factor/enrolment': { access: 'staff', request: () => ({ method: 'POST', url: '/api/two-factor/enrolment' }) },
  'POST /api/two-factor/enrolment/confirm': {
    access: 'staff',
    request: () => ({ method: 'POST', url: '/api/two-factor/enrolment/confirm', payload: {} }),
  },
  'POST /api/two-factor/recovery-codes': {
    access: 'staff',
    request: () => ({ method: 'POST', url: '/api/two-factor/recovery-codes', payload: {} }),
  },
  'POST /api/two-factor/disable': { access: 'staff', request: () => ({ method: 'POST', url: '/api/two-factor/disable', payload: {} }) },
  'POST /api/auth/logout': { access: 'staff', request: () => ({ method: 'POST', url: '/api/auth/logout' }) },
  'GET /api/auth/me': { access: 'staff', request: get('/api/auth/me') },
  // Issue 16: my sessions. Only my own can be listed or ended; another's id answers 404 (account-sessions.test.ts).
  'GET /api/account/sessions': { access: 'staff', request: get('/api/account/sessions') },
  'DELETE /api/account/sessions/:id': { access: 'staff', request: () => ({ method: 'DELETE', url: '/api/account/sessions/2000000000' }) },
  'POST /api/account/sessions/end-others': {
    access: 'staff',
    request: () => ({ method: 'POST', url: '/api/account/sessions/end-others' }),
  },
  // Issue 18: my notifications and my mail preferences (all staff; each reaches only one's own rows).
  'GET /api/notifications': { access: 'staff', request: get('/api/notifications') },
  'GET /api/notifications/unread-count': { access: 'staff', request: get('/api/notifications/unread-count') },
  'POST /api/notifications/read': {
    access: 'staff',
    request: () => ({ method: 'POST', url: '/api/notifications/read', payload: { all: true } }),
  },
  // The stream stays open: the simulated client goes away at once, so the answer's head is all there is.
  'GET /api/notifications/stream': {
    access: 'staff',
    request: () => ({ method: 'GET', url: '/api/notifications/stream', simulate: { end: true, split: false, error: false, close: true } }),
  },
  'GET /api/account/notification-preferences': { access: 'staff', request: get('/api/account/notification-preferences') },
  'PUT /api/account/notification-preferences': {
    access: 'staff',
    request: () => ({ method: 'PUT', url: '/api/account/notification-preferences', payload: { preferences: [] } }),
  },
  // Issue 17: the administrator's settings (the matrix's PATCH is refused by its schema, so nothing changes).
  'GET /api/admin/settings': { access: ADMINS, request: get('/api/admin/settings') },
  'PATCH /api/admin/settings': { access: ADMINS, request: () => ({ method: 'PATCH', url: '/api/admin/settings', payload: {} }) },
  'GET /api/areas': { access: 'staff', request: get('/api/areas?city_id=1') },
  'GET /api/cities': { access: 'staff', request: get('/api/cities?governorate_id=1') },
  'GET /api/clients': { access: 'staff', request: get('/api/clients') },
  'GET /api/clients/meta': { access: 'staff', request: get('/api/clients/meta') },
  // Issue 16: exports go to the roles in EXPORT_ROLES (default admin and risk).
  'GET /api/clients/export': { access: EXPORTERS, request: get('/api/clients/export') },
  'GET /api/clients/uniqueness': { access: 'staff', request: get('/api/clients/uniqueness?national_id=29001011234567') },
  'GET /api/clients/:id': { access: 'staff', request: client((id) => `/api/clients/${id}`) },
  'GET /api/clients/documents/:id': { access: 'staff', request: client((id) => `/api/clients/documents/${id}`) },
  'GET /api/clients/submit/:id': { access: 'staff', request: client((id) => `/api/clients/submit/${id}`) },
  'POST /api/clients/store': { access: 'staff', request: () => form('/api/clients/store') },
  // A submitted client is the admin's alone to edit, whoever created it.
  'POST /api/clients/update/:id': {
    access: { own: { agent: 403, risk: 403, admin: 'allowed' }, another: { agent: 403, risk: 403, admin: 'allowed' } },
    request: async ({ owned }) => form(`/api/clients/update/${(await owned()).submittedClient}`),
  },
  'GET /api/files/:token': { access: 'public', request: ({ app }) => get(app.files.links.pathFor(2_000_000_000))() },
  'GET /api/files/limit-requests/:token': {
    access: 'public',
    request: ({ app }) => get(app.files.limitRequestLinks.pathFor(2_000_000_000))(),
  },
  'GET /api/limit-requests': { access: 'staff', request: get('/api/limit-requests') },
  'GET /api/limit-requests/export': { access: EXPORTERS, request: get('/api/limit-requests/export') },
  'GET /api/limit-requests/meta': {
    access: 'staff',
    request: async ({ owned }) => get(`/api/limit-requests/meta?client_id=${(await owned()).submittedClient}`)(),
  },
  'GET /api/limit-requests/show/:id': { access: 'staff', request: request((id) => `/api/limit-requests/show/${id}`) },
  'GET /api/limit-requests/edit-meta/:id': { access: 'staff', request: request((id) => `/api/limit-requests/edit-meta/${id}`) },
  'GET /api/limit-request/:id/log': { access: 'staff', request: request((id) => `/api/limit-request/${id}/log`) },
  'POST /api/limit-requests/store': { access: 'staff', request: () => form('/api/limit-requests/store') },
  // Issue 16: a new request is its creator's or an admin's to edit (the state rules are in workflow-matrix.ts).
  'POST /api/limit-requests/update/:id': {
    access: { own: { agent: 'allowed', risk: 'allowed', admin: 'allowed' }, another: { agent: 403, risk: 403, admin: 'allowed' } },
    request: async ({ owned }) => form(`/api/limit-requests/update/${(await owned()).limitRequest}`),
  },
  // Cancelling a new request: its creator or an admin (workflow.ts).
  'POST /api/limit-requests/:id/action/:actionId': {
    access: { own: { agent: 'allowed', risk: 'allowed', admin: 'allowed' }, another: { agent: 403, risk: 403, admin: 'allowed' } },
    request: async ({ owned, actionId }) => ({
      method: 'POST',
      url: `/api/limit-requests/${(await owned()).limitRequest}/action/${actionId('cancel')}`,
      payload: {},
    }),
  },
  // Commenting on a new request: its creator, agents and admins (comment-permission.ts, issue 15).
  'POST /api/limit-requests/:id/comments': {
    access: { own: { agent: 'allowed', risk: 'allowed', admin: 'allowed' }, another: { agent: 'allowed', risk: 403, admin: 'allowed' } },
    request: async ({ owned }) => ({
      method: 'POST',
      url: `/api/limit-requests/${(await owned()).limitRequest}/comments`,
      payload: { comment: 'Salary slip checked' },
    }),
  },
  // Issue 18: the reviewer's queue, risk and admin; only a risk reviewer takes the next one (admins assign).
  'GET /api/limit-requests/queue': { access: QUEUE_READERS, request: get('/api/limit-requests/queue') },
  'POST /api/limit-requests/queue/take-next': {
    access: TAKERS,
    request: () => ({ method: 'POST', url: '/api/limit-requests/queue/take-next' }),
  },
  // Issue 17: the audit trail, administrators only (the export also needs an EXPORT_ROLES role).
  'GET /api/admin/audit-events': { access: ADMINS, request: get('/api/admin/audit-events') },
  'GET /api/admin/audit-events/export': { access: ADMINS, request: get('/api/admin/audit-events/export') },
  'GET /api/admin/audit-events/actors': { access: ADMINS, request: get('/api/admin/audit-events/actors') },
  // Issue 18: the dashboard, every staff role (each sees its own figures beside the company's).
  'GET /api/dashboard': { access: 'staff', request: get('/api/dashboard?period=7d') },
  'GET /api/merchants/:id/branches': { access: 'staff', request: get('/api/merchants/1/branches') },
  'POST /api/password/change-request': { access: 'staff', request: () => form('/api/password/change-request') },
  'POST /api/password/resend-otp': { access: 'staff', request: () => form('/api/password/resend-otp') },
  'POST /api/password/verify-otp': { access: 'staff', request: () => form('/api/password/verify-otp') },
  'GET /api/client-self-create-meta': { access: 'public', request: get('/api/client-self-create-meta') },
  'OPTIONS /api/client-self-create-meta': { access: 'public', request: preflight('/api/client-self-create-meta') },
  'GET /api/self-onboarding-cities': { access: 'public', request: get('/api/self-onboarding-cities?governorate_id=1') },
  'OPTIONS /api/self-onboarding-cities': { access: 'public', request: preflight('/api/self-onboarding-cities') },
  'GET /api/self-onboarding-areas': { access: 'public', request: get('/api/self-onboarding-areas?city_id=1') },
  'OPTIONS /api/self-onboarding-areas': { access: 'public', request: preflight('/api/self-onboarding-areas') },
  'POST /api/client-self-store': { access: 'public', request: () => form('/api/client-self-store') },
  'OPTIONS /api/client-self-store': { access: 'public', request: preflight('/api/client-self-store') },
  // Issue 19: the proof-of-work puzzle (public, rate-limited per address); matched applications and their files.
  'GET /api/self-onboarding/challenge': { access: 'public', request: get('/api/self-onboarding/challenge') },
  'OPTIONS /api/self-onboarding/challenge': { access: 'public', request: preflight('/api/self-onboarding/challenge') },
  'GET /api/clients/:id/applications': { access: 'staff', request: client((id) => `/api/clients/${id}/applications`) },
  'GET /api/files/applications/:token': {
    access: 'public',
    request: ({ app }) => get(app.files.applicationLinks.pathFor(2_000_000_000))(),
  },
  // Issue 17: staff accounts. An unknown id answers 404 to an admin (allowed), 403 to everyone else.
  'GET /api/admin/users': { access: ADMINS, request: get('/api/admin/users') },
  'POST /api/admin/users': { access: ADMINS, request: () => ({ method: 'POST', url: '/api/admin/users', payload: {} }) },
  'GET /api/admin/users/:id': { access: ADMINS, request: get('/api/admin/users/2000000000') },
  'PATCH /api/admin/users/:id': { access: ADMINS, request: () => ({ method: 'PATCH', url: '/api/admin/users/2000000000', payload: {} }) },
  'POST /api/admin/users/:id/deactivate': {
    access: ADMINS,
    request: () => ({ method: 'POST', url: '/api/admin/users/2000000000/deactivate' }),
  },
  'POST /api/admin/users/:id/reactivate': {
    access: ADMINS,
    request: () => ({ method: 'POST', url: '/api/admin/users/2000000000/reactivate' }),
  },
  'POST /api/admin/users/:id/unlock': { access: ADMINS, request: () => ({ method: 'POST', url: '/api/admin/users/2000000000/unlock' }) },
  'POST /api/admin/users/:id/reset-password': {
    access: ADMINS,
    request: () => ({ method: 'POST', url: '/api/admin/users/2000000000/reset-password' }),
  },
  'POST /api/admin/users/:id/resend-invitation': {
    access: ADMINS,
    request: () => ({ method: 'POST', url: '/api/admin/users/2000000000/resend-invitation' }),
  },
  'POST /api/admin/users/:id/reset-two-factor': {
    access: ADMINS,
    request: () => ({ method: 'POST', url: '/api/admin/users/2000000000/reset-two-factor' }),
  },
  // Issue 17: the mailed set-password link (invitation or forced reset) is opened signed out.
  'GET /api/password/set': { access: 'public', request: get('/api/password/set?token=unknown') },
  'POST /api/password/set': { access: 'public', request: () => ({ method: 'POST', url: '/api/password/set', payload: {} }) },
  'GET /remotes.json': { access: 'public', request: get('/remotes.json') },
  // Issue 17: reference data, administrators only.
  'GET /api/admin/reference': { access: ADMINS, request: get('/api/admin/reference') },
  'GET /api/admin/reference/:list': { access: ADMINS, request: get('/api/admin/reference/merchants') },
  'POST /api/admin/reference/:list': {
    access: ADMINS,
    request: () => ({ method: 'POST', url: '/api/admin/reference/company-sectors', payload: {} }),
  },
  'PATCH /api/admin/reference/:list/:id': {
    access: ADMINS,
    request: () => ({ method: 'PATCH', url: '/api/admin/reference/company-sectors/1', payload: {} }),
  },
  'POST /api/admin/reference/:list/:id/deactivate': {
    access: ADMINS,
    request: () => ({ method: 'POST', url: '/api/admin/reference/company-sectors/2000000000/deactivate' }),
  },
  'POST /api/admin/reference/areas/import/:id': {
    access: ADMINS,
    request: () => ({ method: 'POST', url: '/api/admin/reference/areas/import/1?dry_run=true', payload: { csv: 'name_ar,name_en' } }),
  },
  'POST /api/admin/reference/merchants/import': {
    access: ADMINS,
    request: () => ({ method: 'POST', url: '/api/admin/reference/merchants/import?dry_run=true', payload: { csv: 'x' } }),
  },
  'POST /api/admin/reference/:list/:id/reactivate': {
    access: ADMINS,
    request: () => ({ method: 'POST', url: '/api/admin/reference/company-sectors/2000000000/reactivate' }),
  },
  // Issue 19: the applicant's status page, public and rate-limited per address (the code also per number).
  'POST /api/self-onboarding/status/code': {
    access: 'public',
    request: () => ({
      method: 'POST',
      url: '/api/self-onboarding/status/code',
      payload: { reference: 'SO-AAAAA-AAAAA', mobile: '01000000000', pow: 'x' },
    }),
  },
  'OPTIONS /api/self-onboarding/status/code': { access: 'public', request: preflight('/api/self-onboarding/status/code') },
  'POST /api/self-onboarding/status/verify': {
    access: 'public',
    request: () => ({
      method: 'POST',
      url: '/api/self-onboarding/status/verify',
      payload: { reference: 'SO-AAAAA-AAAAA', mobile: '01000000000', code: '1' },
    }),
  },
  'OPTIONS /api/self-onboarding/status/verify': { access: 'public', request: preflight('/api/self-onboarding/status/verify') },
  'GET /api/self-onboarding/status': { access: 'applicant', request: get('/api/self-onboarding/status') },
  'OPTIONS /api/self-onboarding/status': { access: 'public', request: preflight('/api/self-onboarding/status') },
  'POST /api/self-onboarding/status/document-requests/:id': {
    access: 'applicant',
    request: () => form('/api/self-onboarding/status/document-requests/1'),
  },
  'OPTIONS /api/self-onboarding/status/document-requests/:id': {
    access: 'public',
    request: preflight('/api/self-onboarding/status/document-requests/1'),
  },
  // Issue 19: staff ask a self-onboarded applicant for a document again; changing requests is for who may edit the client.
  'GET /api/clients/:id/document-requests': { access: 'staff', request: client((id) => `/api/clients/${id}/document-requests`) },
  'POST /api/clients/:id/document-requests': {
    access: SUBMITTED_EDITORS,
    request: async ({ owned }) => ({
      method: 'POST',
      url: `/api/clients/${(await owned()).submittedClient}/document-requests`,
      payload: { document_type_id: 1, reason_id: 1 },
    }),
  },
  'POST /api/clients/:id/document-requests/:requestId/cancel': {
    access: SUBMITTED_EDITORS,
    request: async ({ owned }) => ({
      method: 'POST',
      url: `/api/clients/${(await owned()).submittedClient}/document-requests/2000000000/cancel`,
    }),
  },
  // Issue 20: liveness and readiness for load balancers (public), Prometheus's scrape (METRICS_TOKEN).
  'GET /api/health/live': { access: 'public', request: get('/api/health/live') },
  'GET /api/health/ready': { access: 'public', request: get('/api/health/ready') },
  'GET /metrics': { access: 'metrics', request: get('/metrics') },
};
