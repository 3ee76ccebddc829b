import type { ThrowawayDatabase } from './postgres';

/**
 * The two statements the list runs for a short name prefix, page and capped total, written
 * as the repository writes them (clients_name_prefix_idx serves `name like 'xy%'`).
 */
export async function explainShortSearch(database: ThrowawayDatabase, fragment: string): Promise<{ seqScan: boolean; plan: string }> {
  const pattern = `${fragment.replace(/'/g, "''")}%`;
  const plans = await Promise.all([
    database.query(`explain select id from clients where name like '${pattern}' order by created_at desc, id desc limit 20`),
    database.query(`explain select count(*) from (select id from clients where name like '${pattern}' order by name limit 1001) matches`),
  ]);
  const plan = plans.join('\n');
  return { seqScan: /Seq Scan on clients/.test(plan), plan };
}
