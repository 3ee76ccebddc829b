import { sql } from 'drizzle-orm';
import { insertFakeClients } from '../../seed/fake-clients';
import { insertFakeLimitRequests } from '../../seed/fake-limit-requests';
import { signedIn } from '../../test/fixtures';
import { queryPlans } from '../../test/query-plans';
import { backends, useTestApp } from '../../test/test-app';

/**
 * Issue 18: the queue's statements, explained on a few thousand requests, read the open requests
 * through the partial index limit_requests_open_queue_idx (migration 0022) and never scan the table.
 */
describe.each(backends())('review queue query plans ($name)', (backend) => {
  const context = useTestApp(backend);
  let risk: Awaited<ReturnType<typeof signedIn>>;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  const plans = queryPlans(context);

  beforeAll(async () => {
    [risk, admin] = [await signedIn(context.app, 'risk'), await signedIn(context.app, 'admin')];
    await insertFakeClients(context.app.db, { count: 1_000, createdBy: null });
    await context.app.db.execute(sql`update clients set is_submitted = true`);
    await insertFakeLimitRequests(context.app.db, { count: 5_000, createdBy: null, riskUserId: risk.user.id });
    await context.app.db.execute(sql`analyze`);
    plans.startCapturing();
  });

  it.each([
    ['assigned to me', 'risk', 'view=assigned_to_me'],
    ['unassigned', 'risk', 'view=unassigned'],
    ['all open', 'risk', 'view=all_open'],
    ['by reviewer', 'admin', 'view=by_reviewer'],
  ])('%s uses the open-queue index and no sequential scan of limit_requests', async (_case, who, query) => {
    const found = await plans.plansFor(`/api/limit-requests/queue?${query}`, (who === 'risk' ? risk : admin).headers, 'limit_requests');
    expect(found.length).toBeGreaterThan(0);
    for (const plan of found) expect(plan).not.toMatch(/Seq Scan on limit_requests/);
    expect(found.some((plan) => plan.includes('limit_requests_open_queue_idx'))).toBe(true);
  });
});
