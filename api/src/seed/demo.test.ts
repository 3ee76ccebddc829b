import { sql } from 'drizzle-orm';
import { startTestApp } from '../test/test-app';

describe('demo seed', () => {
  it('adds limit requests in every state for submitted demo clients', async () => {
    const { app, close } = await startTestApp({ name: 'pglite' }, { seedDemo: true });
    try {
      const { rows } = await app.db.execute<{ status: string; n: number }>(
        sql`select r.request_status as status, count(*)::int as n from limit_requests r join clients c on c.id = r.client_id where c.is_submitted group by 1 order by 1`,
      );
      expect(rows.map((row) => row.status)).toEqual([
        'new',
        'under_review',
        'approved',
        'contract_uploaded',
        'closed',
        'rejected',
        'cancelled',
      ]);
      expect(rows.reduce((sum, row) => sum + row.n, 0)).toBe(21);
    } finally {
      await close();
    }
  });
});
