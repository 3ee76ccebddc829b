import { desc, eq, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { clientEvents, users, type ClientEventAction, type FieldChange } from '../../db/schema';
import { jsonRows, underKeys } from '../sql/json-columns';

export interface ClientEvent {
  id: number;
  action: ClientEventAction;
  actor: string | null;
  at: Date;
  changes: FieldChange[];
}

type ClientEventJson = Omit<ClientEvent, 'at'> & { at: string };

export function clientEventsRepository(db: Queryable) {
  return {
    /** `actorId` is null when the applicant acted, on the public form. */
    async record(clientId: number, action: ClientEventAction, actorId: number | null, changes: FieldChange[] = []): Promise<void> {
      await db.insert(clientEvents).values({ clientId, action, actorId, changes });
    },
  };
}

/** A client's history, newest first, as a JSON array for the statement that reads its whole page (read back with eventFromJson). */
export const historyJson = (db: Queryable, clientId: SQLWrapper) =>
  jsonRows<ClientEventJson>(
    db
      .select(
        underKeys({
          id: clientEvents.id,
          action: clientEvents.action,
          actor: users.name,
          at: clientEvents.at,
          changes: clientEvents.changes,
        }),
      )
      .from(clientEvents)
      .leftJoin(users, eq(users.id, clientEvents.actorId))
      .where(eq(clientEvents.clientId, clientId))
      .orderBy(desc(clientEvents.id)),
  );

export const eventFromJson = (event: ClientEventJson): ClientEvent => ({ ...event, at: new Date(event.at) });
