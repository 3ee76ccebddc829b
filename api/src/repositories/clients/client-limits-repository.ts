import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { clients, type ClientStatus } from '../../db/schema';

/** The client side of the limit workflow: its status and its balance. */
export function clientLimitsRepository(db: Queryable) {
  const moveStatus = async (clientId: number, from: ClientStatus[], to: ClientStatus) => {
    await db
      .update(clients)
      .set({ status: to, updatedAt: sql`now()` })
      .where(and(eq(clients.id, clientId), inArray(clients.status, from)));
  };
  return {
    /** A first approval makes a pending client approved. */
    approve: (clientId: number) => moveStatus(clientId, ['pending'], 'approved'),
    /** A client whose requests were all rejected is rejected too, unless already decided otherwise. */
    reject: (clientId: number) => moveStatus(clientId, ['pending'], 'rejected'),
    /** Closing a request activates its limit: the balance grows and the client becomes active. */
    async activate(clientId: number, amount: string): Promise<void> {
      await db
        .update(clients)
        .set({ balance: sql`${clients.balance} + ${amount}::numeric`, status: 'active', updatedAt: sql`now()` })
        .where(eq(clients.id, clientId));
    },
  };
}
