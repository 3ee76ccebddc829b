import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';

export interface MetricsReading {
  kind: 'clients' | 'limit_requests' | 'mail_queue' | 'sms_queue';
  key: string;
  n: number;
}

/**
 * Issue 20: what GET /metrics reads from the database, in one statement. Clients per source and
 * requests per decision status come from the counters the triggers keep (client_stats,
 * limit_request_stats; decision 0022), so they are the whole book's figures, the same from every
 * API process, and cost a handful of rows. The outboxes' depth is what is neither sent nor given
 * up, counted through their partial "due" indexes.
 */
export function metricsReadingsRepository(db: Queryable) {
  return {
    async read(): Promise<MetricsReading[]> {
      const result = await db.execute<{ kind: MetricsReading['kind']; key: string; n: string }>(sql`
        select 'clients' as kind, source::text as key, sum(clients_count)::text as n from client_stats group by source
        union all
        select 'limit_requests', decision_status::text, requests_count::text from limit_request_stats
        union all
        select 'mail_queue', 'due', count(*)::text from mail_queue where sent_at is null and failed_at is null
        union all
        select 'sms_queue', 'due', count(*)::text from sms_queue where sent_at is null and failed_at is null`);
      return result.rows.map((row) => ({ kind: row.kind, key: row.key, n: Number(row.n) }));
    },
  };
}
