import type { StaffMember } from '@back-office/shared/contract';
import type { FastifyInstance } from 'fastify';
import { login, PASSWORD, signedIn } from '../../../test/fixtures';
import { enrol, totpClock } from '../../../test/two-factor';
import { backends, useTestApp } from '../../../test/test-app';
import { auditOf, mailedSetPasswordToken } from './staff-test-helpers';

const NEW_PASSWORD = 'Nile-Delta 2026';
let serial = 0;

describe.each(backends())('staff accounts, /api/admin/users ($name)', (backend) => {
  const context = useTestApp(backend);
  let admin: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    admin = await signedIn(context.app, 'admin');
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, language = 'en') =>
    context.app.inject({ method, url, payload, headers: { ...admin.headers, 'accept-language': language } });

  async function invite(role: 'agent' | 'risk' | 'admin' = 'agent', language: 'ar' | 'en' = 'en') {
    serial += 1;
    const email = `invited${serial}.${Date.now()}@test.example`;
    const response = await call('POST', '/api/admin/users', { name: `Staff ${serial}`, email, role, language });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: StaffMember }>().data;
  }

  async function setPassword(app: FastifyInstance, token: string, password = NEW_PASSWORD) {
    return app.inject({
      method: 'POST',
      url: '/api/password/set',
      payload: { token, new_password: password, new_password_confirmation: password },
      headers: { 'accept-language': 'en' },
    });
  }

  it('refuses agent and risk (403)', async () => {
    for (const role of ['agent', 'risk'] as const) {
      const { headers } = await signedIn(context.app, role);
      expect((await context.app.inject({ method: 'GET', url: '/api/admin/users', headers })).statusCode).toBe(403);
    }
  });

  it('invites: no password, a mailed one-time link in the person’s language, audited', async () => {
    const person = await invite('risk', 'ar');
    expect(person).toMatchObject({ role: 'risk', language: 'ar', active: true, invitation_pending: true, last_login_at: null });
    const token = mailedSetPasswordToken(context.app, person.email);
    const link = await context.app.inject({ method: 'GET', url: `/api/password/set?token=${token}` });
    expect(link.json().data).toEqual({ name: person.name, email: person.email, purpose: 'invite' });
    expect(await auditOf(context.app, 'account_created', person.id)).toEqual([
      expect.objectContaining({
        userId: admin.user.id,
        details: { name: person.name, email: person.email, role: 'risk', language: 'ar' },
      }),
    ]);
    expect(await auditOf(context.app, 'invitation_sent', person.id)).toHaveLength(1);
    // No password: nothing logs in, not even an empty one.
    expect((await login(context.app, person.email, NEW_PASSWORD)).statusCode).toBe(422);
  });

  it('refuses a duplicate e-mail and bad input on the field, translated', async () => {
    const person = await invite();
    const duplicate = await call('POST', '/api/admin/users', {
      name: 'Other',
      email: person.email.toUpperCase(),
      role: 'agent',
      language: 'en',
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ email: ['This e-mail address is already used by another account'] });
    const bad = await call('POST', '/api/admin/users', { name: ' ', email: 'not-an-email', role: 'agent', language: 'ar' }, 'ar');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name']);
    const role = await call('POST', '/api/admin/users', { name: 'X', email: 'x@test.example', role: 'boss', language: 'ar' });
    expect(role.statusCode).toBe(422);
  });

  it('sets the password once through the link, under the password rules; the person can log in', async () => {
    const person = await invite();
    const token = mailedSetPasswordToken(context.app, person.email);
    const weak = await setPassword(context.app, token, 'password');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.new_password.length).toBeGreaterThan(0);
    expect((await setPassword(context.app, token)).statusCode).toBe(200);
    expect((await login(context.app, person.email, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await setPassword(context.app, token);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(
      'This set-password link is not valid, has expired or was already used. Ask your administrator for a new one',
    );
    const shown = (await call('GET', `/api/admin/users/${person.id}`)).json<{ data: StaffMember }>().data;
    expect(shown.invitation_pending).toBe(false);
    expect(Date.parse(shown.last_login_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await auditOf(context.app, 'invitation_used', person.id)).toHaveLength(1);
    expect((await context.app.inject({ method: 'GET', url: '/api/password/set?token=nope' })).statusCode).toBe(422);
  });

  it('resends an invitation: the previous link stops working; not once a password is set', async () => {
    const person = await invite();
    const first = mailedSetPasswordToken(context.app, person.email);
    expect((await call('POST', `/api/admin/users/${person.id}/resend-invitation`)).statusCode).toBe(200);
    const second = mailedSetPasswordToken(context.app, person.email);
    expect(second).not.toBe(first);
    expect((await setPassword(context.app, first)).statusCode).toBe(422);
    expect((await setPassword(context.app, second)).statusCode).toBe(200);
    const late = await call('POST', `/api/admin/users/${person.id}/resend-invitation`);
    expect(late.statusCode).toBe(409);
  });

  it('lists with search, filters and paging', async () => {
    const person = await invite('risk');
    const page = await call('GET', `/api/admin/users?q=${encodeURIComponent(person.email.toUpperCase())}`);
    expect(page.json().data).toEqual([expect.objectContaining({ id: person.id })]);
    expect(page.json().pagination).toMatchObject({ total: 1, page: 1 });
    const byName = await call(
      'GET',
      `/api/admin/users?q=${encodeURIComponent(person.name.toLowerCase())}&role=risk&active=true&locked=false`,
    );
    expect(byName.json().data.map((row: StaffMember) => row.id)).toContain(person.id);
    const wrongRole = await call('GET', `/api/admin/users?q=${encodeURIComponent(person.email)}&role=agent`);
    expect(wrongRole.json().data).toEqual([]);
    const paged = await call('GET', '/api/admin/users?items_per_page=10&page=1');
    expect(paged.json().pagination.items_per_page).toBe(10);
    expect(paged.json().data.length).toBeLessThanOrEqual(10);
  });

  it('edits name, role and language, with the changes audited', async () => {
    const person = await invite('agent');
    const edited = await call('PATCH', `/api/admin/users/${person.id}`, { name: 'New Name', role: 'risk', language: 'ar' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'New Name', role: 'risk', language: 'ar' });
    const [updated] = await auditOf(context.app, 'account_updated', person.id);
    expect(updated!.details).toEqual({
      changes: { name: { from: person.name, to: 'New Name' }, role: { from: 'agent', to: 'risk' }, language: { from: 'en', to: 'ar' } },
    });
    expect((await auditOf(context.app, 'role_changed', person.id))[0]!.details).toEqual({
      changes: { role: { from: 'agent', to: 'risk' } },
    });
    expect((await call('PATCH', '/api/admin/users/2000000000', { name: 'x' })).statusCode).toBe(404);
  });

  it('deactivates: every session ends at once and log-in is refused; reactivation lets them back', async () => {
    const person = await signedIn(context.app, 'agent');
    expect((await context.app.inject({ method: 'GET', url: '/api/auth/me', headers: person.headers })).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/users/${person.user.id}/deactivate`)).statusCode).toBe(200);
    expect((await context.app.inject({ method: 'GET', url: '/api/auth/me', headers: person.headers })).statusCode).toBe(401);
    expect((await login(context.app, person.user.email)).statusCode).toBe(422);
    expect((await call('GET', `/api/admin/users/${person.user.id}`)).json().data.active).toBe(false);
    expect((await auditOf(context.app, 'account_deactivated', person.user.id))[0]!.details).toEqual({ sessions_ended: 1 });
    expect((await call('POST', `/api/admin/users/${person.user.id}/reactivate`)).statusCode).toBe(200);
    expect((await login(context.app, person.user.email)).statusCode).toBe(200);
    expect(await auditOf(context.app, 'account_reactivated', person.user.id)).toHaveLength(1);
  });

  it('an admin cannot deactivate themself', async () => {
    const self = await call('POST', `/api/admin/users/${admin.user.id}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot deactivate your own account');
  });

  it('unlocks a locked account', async () => {
    const person = await signedIn(context.app, 'agent');
    for (let index = 0; index < 6; index += 1) await login(context.app, person.user.email, 'Wrong!guess1');
    const locked = await call('GET', `/api/admin/users?locked=true&q=${encodeURIComponent(person.user.email)}`);
    expect(locked.json().data).toEqual([expect.objectContaining({ id: person.user.id, locked: true })]);
    expect((await call('POST', `/api/admin/users/${person.user.id}/unlock`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/users/${person.user.id}`)).json().data).toMatchObject({ locked: false, locked_until: null });
    expect((await login(context.app, person.user.email)).statusCode).toBe(200);
    expect(await auditOf(context.app, 'account_unlocked', person.user.id)).toHaveLength(1);
  });

  it('forces a password reset: sessions end, the old password stops, a new link sets one', async () => {
    const person = await signedIn(context.app, 'risk');
    expect((await call('POST', `/api/admin/users/${person.user.id}/reset-password`)).statusCode).toBe(200);
    expect((await context.app.inject({ method: 'GET', url: '/api/auth/me', headers: person.headers })).statusCode).toBe(401);
    expect((await login(context.app, person.user.email, PASSWORD)).statusCode).toBe(422);
    const shown = (await call('GET', `/api/admin/users/${person.user.id}`)).json<{ data: StaffMember }>().data;
    expect(shown.invitation_pending).toBe(false);
    const token = mailedSetPasswordToken(context.app, person.user.email);
    const link = await context.app.inject({ method: 'GET', url: `/api/password/set?token=${token}` });
    expect(link.json().data.purpose).toBe('reset');
    expect((await setPassword(context.app, token)).statusCode).toBe(200);
    expect((await login(context.app, person.user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await auditOf(context.app, 'password_reset_forced', person.user.id)).toHaveLength(1);
    expect(await auditOf(context.app, 'password_changed', person.user.id)).toHaveLength(1);
  });

  it("resets a person's second factor", async () => {
    const person = await signedIn(context.app, 'agent');
    expect((await call('POST', `/api/admin/users/${person.user.id}/reset-two-factor`)).statusCode).toBe(409);
    const clock = totpClock();
    try {
      await enrol(context.app, person.headers, clock);
    } finally {
      clock.restore();
    }
    expect((await call('GET', `/api/admin/users/${person.user.id}`)).json().data.two_factor_enabled).toBe(true);
    expect((await call('POST', `/api/admin/users/${person.user.id}/reset-two-factor`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/users/${person.user.id}`)).json().data.two_factor_enabled).toBe(false);
    expect(await auditOf(context.app, 'two_factor_reset', person.user.id)).toHaveLength(1);
  });
});
