import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { clientEvents, users, type ClientEventAction, type FieldChange } from '../db/schema';
import { prepared } from './prepared-statements';

export function clientEventsRepository(db: Queryable) {
  return {
    /** `actorId` is null when the applicant acted, on the public form. */
    async record(clientId: number, action: ClientEventAction, actorId: number | null, changes: FieldChange[] = []): Promise<void> {
      await db.insert(clientEvents).values({ clientId, action, actorId, changes });
    },

    /** Newest first. */
    history(clientId: number) {
      return prepared(db, 'client_events_history', (name) =>
        db
          .select({ id: clientEvents.id, action: clientEvents.action, actor: users.name, at: clientEvents.at, changes: clientEvents.changes })
          .from(clientEvents)
          .leftJoin(users, eq(users.id, clientEvents.actorId))
          .where(eq(clientEvents.clientId, sql.placeholder('clientId')))
          .orderBy(desc(clientEvents.id))
          .prepare(name),
      ).execute({ clientId });
    },
  };
}
