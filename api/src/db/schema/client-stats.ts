import { bigint, numeric, pgTable } from 'drizzle-orm/pg-core';
import { clientStatus } from './clients';

/**
 * The list's tiles (clients, balance, per status) for the whole book. Counting a
 * million rows per request is too slow, so statement-level triggers on `clients`
 * (migration 0002) keep these five rows current.
 */
export const clientStats = pgTable('client_stats', {
  status: clientStatus('status').primaryKey(),
  clientsCount: bigint('clients_count', { mode: 'number' }).notNull().default(0),
  balanceSum: numeric('balance_sum', { precision: 18, scale: 2 }).notNull().default('0'),
});
