import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { signedIn } from '../test/fixtures';
import { backends, useTestApp } from '../test/test-app';

/** The active admins of the database, however many tests made. */
const activeAdmins = (app: FastifyInstance) => app.db.$count(users, and(eq(users.role, 'admin'), eq(users.active, true)));

/** Issue 17: the last active administrator can be neither deactivated nor demoted, even by two at once. */
describe.each(backends())('the last active administrator ($name)', (backend) => {
  // Its own database: no other test's admins.
  const context = useTestApp(backend);

  const post = (headers: Record<string, string>, url: string) =>
    context.app.inject({ method: 'POST', url, headers: { ...headers, 'accept-language': 'en' } });
  const patch = (headers: Record<string, string>, id: number, role: string) =>
    context.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      payload: { role },
      headers: { ...headers, 'accept-language': 'en' },
    });

  it('cannot lose the admin role, with a clear message', async () => {
    const only = await signedIn(context.app, 'admin');
    expect(await activeAdmins(context.app)).toBe(1);
    const demoted = await patch(only.headers, only.user.id, 'agent');
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().message).toBe('Not possible: this is the last active administrator, and there must always be at least one');
    // Another admin joins: now one of them may step down.
    const second = await signedIn(context.app, 'admin');
    expect((await patch(only.headers, second.user.id, 'risk')).statusCode).toBe(200);
    expect((await patch(only.headers, second.user.id, 'admin')).statusCode).toBe(200);
  });

  it('two admins deactivating each other at the same moment leave one active admin', async () => {
    await context.app.db.update(users).set({ active: false }).where(eq(users.role, 'admin'));
    const first = await signedIn(context.app, 'admin');
    const second = await signedIn(context.app, 'admin');
    const answers = await Promise.all([
      post(first.headers, `/api/admin/users/${second.user.id}/deactivate`),
      post(second.headers, `/api/admin/users/${first.user.id}/deactivate`),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    // The one that goes second either sees the other's change (409: last admin) or has lost its session (401).
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409 || status === 401)).toHaveLength(1);
    expect(await activeAdmins(context.app)).toBe(1);
  });

  it('two admins demoting each other at the same moment leave one admin', async () => {
    await context.app.db.update(users).set({ active: false }).where(eq(users.role, 'admin'));
    const first = await signedIn(context.app, 'admin');
    const second = await signedIn(context.app, 'admin');
    const answers = await Promise.all([patch(first.headers, second.user.id, 'agent'), patch(second.headers, first.user.id, 'agent')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await activeAdmins(context.app)).toBe(1);
  });
});
