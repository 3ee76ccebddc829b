import type { FastifyInstance } from 'fastify';
import { startTestApp } from '../test/test-app';

describe('OpenAPI document', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await startTestApp({ name: 'pglite' }));
  });
  afterAll(() => close());

  it('describes every API route from its schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/api/areas',
        '/api/auth/login',
        '/api/auth/login/second-factor',
        '/api/auth/logout',
        '/api/auth/me',
        '/api/account/sessions',
        '/api/account/sessions/{id}',
        '/api/account/sessions/end-others',
        // Issue 18: notifications.
        '/api/account/notification-preferences',
        '/api/notifications',
        '/api/notifications/unread-count',
        '/api/notifications/read',
        '/api/notifications/stream',
        // Issue 17: the audit trail and the settings.
        '/api/admin/audit-events',
        '/api/admin/audit-events/actors',
        '/api/admin/audit-events/export',
        '/api/admin/reference',
        '/api/admin/reference/areas/import/{id}',
        '/api/admin/reference/merchants/import',
        '/api/admin/reference/{list}',
        '/api/admin/reference/{list}/{id}',
        '/api/admin/reference/{list}/{id}/deactivate',
        '/api/admin/reference/{list}/{id}/reactivate',
        '/api/admin/settings',
        '/api/cities',
        '/api/clients',
        '/api/clients/meta',
        '/api/clients/{id}',
        '/api/clients/store',
        '/api/clients/update/{id}',
        '/api/clients/submit/{id}',
        '/api/clients/uniqueness',
        '/api/clients/documents/{id}',
        '/api/clients/export',
        '/api/files/{token}',
        '/api/health',
        '/api/health/event-loop',
        '/api/limit-requests',
        '/api/limit-requests/{id}/action/{actionId}',
        '/api/limit-requests/{id}/comments',
        '/api/limit-request/{id}/log',
        '/api/limit-requests/meta',
        '/api/limit-requests/edit-meta/{id}',
        '/api/limit-requests/show/{id}',
        '/api/limit-requests/export',
        '/api/limit-requests/queue',
        '/api/limit-requests/queue/take-next',
        '/api/limit-requests/store',
        '/api/limit-requests/update/{id}',
        '/api/merchants/{id}/branches',
        '/api/dashboard',
        '/api/files/limit-requests/{token}',
        '/api/password/change-request',
        '/api/password/resend-otp',
        '/api/password/verify-otp',
        // Issue 17: staff accounts, and the public end of their set-password links.
        '/api/password/set',
        '/api/admin/users',
        '/api/admin/users/{id}',
        '/api/admin/users/{id}/deactivate',
        '/api/admin/users/{id}/reactivate',
        '/api/admin/users/{id}/unlock',
        '/api/admin/users/{id}/reset-password',
        '/api/admin/users/{id}/resend-invitation',
        '/api/admin/users/{id}/reset-two-factor',
        '/api/two-factor/status',
        '/api/two-factor/enrolment',
        '/api/two-factor/enrolment/confirm',
        '/api/two-factor/recovery-codes',
        '/api/two-factor/disable',
        '/api/client-self-create-meta',
        '/api/self-onboarding-cities',
        '/api/self-onboarding-areas',
        '/api/client-self-store',
        // Issue 19: the proof-of-work puzzle; matched applications and their files.
        '/api/self-onboarding/challenge',
        '/api/self-onboarding/status',
        '/api/self-onboarding/status/code',
        '/api/self-onboarding/status/document-requests/{id}',
        '/api/self-onboarding/status/verify',
        '/api/clients/{id}/applications',
        '/api/clients/{id}/document-requests',
        '/api/clients/{id}/document-requests/{requestId}/cancel',
        '/api/files/applications/{token}',
        // Issue 20: liveness, readiness and Prometheus's scrape.
        '/api/health/live',
        '/api/health/ready',
        '/metrics',
      ].sort(),
    );
    const list = document.paths['/api/clients'].get;
    expect(Object.keys(list.responses).sort()).toEqual(['200', '401', '422']);
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'page',
      'items_per_page',
      'statuses',
      'sources',
      'table_search',
      'mine',
      'sort',
      'direction',
    ]);
    expect(document.paths['/api/auth/login'].post.security).toEqual([]);
    expect(document.paths['/api/files/{token}'].get.security).toEqual([]);
    expect(document.paths['/api/self-onboarding/challenge'].get.security).toEqual([]);
    expect(document.paths['/api/password/set'].post.security).toEqual([]);
    const store = document.paths['/api/clients/store'].post;
    expect(Object.keys(store.requestBody.content)).toEqual(['multipart/form-data']);
    expect(store.requestBody.content['multipart/form-data'].schema.properties).toHaveProperty(['client_documents[i][files]']);
    expect(Object.keys(store.responses).sort()).toEqual(['201', '400', '401', '409', '413', '415', '422']);
    const limitRequests = document.paths['/api/limit-requests'].get;
    expect(limitRequests.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'page',
      'items_per_page',
      'client_id',
      'request_codes',
      'table_search',
      'decision_statuses',
      'date_from',
      'date_to',
      'code_search',
      'mine',
      'sort',
      'direction',
    ]);
    const action = document.paths['/api/limit-requests/{id}/action/{actionId}'].post;
    expect(Object.keys(action.requestBody.content).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(Object.keys(action.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '415', '422']);
    const requestStore = document.paths['/api/limit-requests/store'].post;
    expect(Object.keys(requestStore.requestBody.content['multipart/form-data'].schema.properties)).toEqual(
      expect.arrayContaining(['front_image', 'general_documents[i][file]', 'comments[i]']),
    );
    expect(Object.keys(requestStore.responses).sort()).toEqual(['201', '400', '401', '409', '413', '415', '422']);
    expect(document.paths['/api/files/limit-requests/{token}'].get.security).toEqual([]);
    expect(document.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it('serves the UI without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
