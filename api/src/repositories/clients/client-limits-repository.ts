import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import type { ClientStatus } from '../../db/schema';

/**
 * Moves the client's status and, in the same statement, writes the 'status_changed' history entry
 * (issue 15: the client's history records its status changes). The subquery reads the status
 * before the update, so the entry's old value is the one replaced; a client already in `to`
 * (or not in `from`) is left alone and gets no entry. `balance` is added when given.
 */
function moveStatus(db: Queryable, actorId: number, clientId: number, from: ClientStatus[] | 'any', to: ClientStatus, balance?: string) {
  const wanted =
    from === 'any'
      ? sql`true`
      : sql`c.status in (${sql.join(
          from.map((status) => sql`${status}::client_status`),
          sql`, `,
        )})`;
  const addBalance = balance === undefined ? sql`` : sql`, balance = c.balance + ${balance}::numeric`;
  return db.execute(sql`
    with before as (select id, status from clients c where c.id = ${clientId} and ${wanted} for update),
    moved as (
      update clients c set status = ${to}::client_status, updated_at = now()${addBalance}
      from before where c.id = before.id
      returning c.id, before.status as old_status
    )
    insert into client_events (client_id, action, actor_id, changes)
    select id, 'status_changed', ${actorId}::integer,
      jsonb_build_array(jsonb_build_object('field', 'status', 'old', old_status::text, 'new', ${to}::text))
    from moved where old_status <> ${to}::client_status`);
}

/** The largest amount numeric(14, 2) holds. */
const MAX_BALANCE = '999999999999.99';

/** The client side of the limit workflow: its status and its balance; `actorId` is who ran the action. */
export function clientLimitsRepository(db: Queryable, actorId: number) {
  return {
    /** A first approval makes a pending client approved. */
    approve: (clientId: number) => moveStatus(db, actorId, clientId, ['pending'], 'approved'),
    /** A client whose requests were all rejected is rejected too, unless already decided otherwise. */
    reject: (clientId: number) => moveStatus(db, actorId, clientId, ['pending'], 'rejected'),
    /** Closing a request activates its limit: the balance grows and the client becomes active. */
    activate: (clientId: number, amount: string) => moveStatus(db, actorId, clientId, 'any', 'active', amount),
    /**
     * Issue 16: whether `amount` still fits the client's balance column (numeric(14, 2)), read under
     * the row lock the activation takes next, so closing never overflows into a 500.
     */
    async balanceHolds(clientId: number, amount: string): Promise<boolean> {
      const result = await db.execute<{ holds: boolean }>(
        sql`select (balance + ${amount}::numeric) <= ${MAX_BALANCE}::numeric as holds from clients where id = ${clientId} for update`,
      );
      return result.rows[0]?.holds === true;
    },
  };
}
