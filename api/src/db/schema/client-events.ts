import { CLIENT_HISTORY_ACTIONS } from '@back-office/shared/contract/enums';
import { bigserial, index, integer, jsonb, pgEnum, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { clientReference } from './clients';
import { users } from './users';

export const clientEventAction = pgEnum('client_event_action', CLIENT_HISTORY_ACTIONS);

/** One changed form field: names as the form's; files as "type: name" labels. */
export interface FieldChange {
  field: string;
  old: string | null;
  new: string | null;
}

/** Who created, updated and submitted a client, when, and what changed. */
export const clientEvents = pgTable(
  'client_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: clientReference(),
    action: clientEventAction('action').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    changes: jsonb('changes').$type<FieldChange[]>().notNull().default([]),
  },
  (t) => [index('client_events_client_id_idx').on(t.clientId, t.id)],
);

export type ClientEventAction = (typeof clientEventAction.enumValues)[number];
