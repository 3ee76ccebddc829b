import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { periodOf } from '../../dashboard/period';
import { backends, useTestApp } from '../../test/test-app';
import { dashboardRepository } from './dashboard-repository';

/** The statement the repository sends, caught instead of run, so its plan can be read. */
async function statementOf(reviewer: boolean, period: '30d' | '90d'): Promise<SQL> {
  let caught: SQL | undefined;
  const catcher = {
    execute: async (query: SQL) => {
      caught = query;
      return { rows: [{ figures: {} }] };
    },
  } as unknown as Queryable;
  await dashboardRepository(catcher).figures(periodOf({ period }, new Date()), { id: 1, reviewer }, 'en');
  return caught!;
}

describe.each(backends())('dashboard query plans ($name)', (backend) => {
  const context = useTestApp(backend);

  // Issue 18: "counters and rollups kept by the writes, not scans of the tables on every view".
  it.each([
    ['an agent, 30 days', false, '30d'],
    ['a reviewer, 90 days', true, '90d'],
  ] as const)('read no row of clients or limit_requests for %s', async (_name, reviewer, period) => {
    const plan = await context.app.db.execute<{ 'QUERY PLAN': string }>(sql`explain ${await statementOf(reviewer, period)}`);
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/dashboard_daily_decisions/);
    expect(text).not.toMatch(/ on (limit_requests|clients)\b/);
  });
});
