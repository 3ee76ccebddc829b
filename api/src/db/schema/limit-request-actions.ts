import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, localizedName } from './columns';

/**
 * The workflow's actions. The rows are fixed (migration 0005 inserts them) because the
 * code dispatches on `core_function_key`; the id is what the client posts back.
 */
export const limitRequestActions = pgTable(
  'limit_request_actions',
  { id: identityId(), coreFunctionKey: text('core_function_key').notNull(), ...localizedName() },
  (t) => [uniqueIndex('limit_request_actions_core_function_key_key').on(t.coreFunctionKey)],
);

export { LIMIT_REQUEST_ACTION_KEYS, type LimitRequestActionKey } from '@back-office/shared/contract/enums';
export type LimitRequestAction = typeof limitRequestActions.$inferSelect;
