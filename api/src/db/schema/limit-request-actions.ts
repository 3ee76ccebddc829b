import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, localizedName } from './columns';

/**
 * The workflow's actions. The rows are fixed (migration 0005 inserts them) because the
 * code dispatches on `core_function_key`; the id is what the client posts back.
 */
export const limitRequestActions = pgTable('limit_request_actions', { id: identityId(), coreFunctionKey: text('core_function_key').notNull(), ...localizedName() }, (t) => [
  uniqueIndex('limit_request_actions_core_function_key_key').on(t.coreFunctionKey),
]);

export const LIMIT_REQUEST_ACTION_KEYS = ['assign_user', 'approve', 'reject', 'cancel', 'upload_file', 'close'] as const;
export type LimitRequestActionKey = (typeof LIMIT_REQUEST_ACTION_KEYS)[number];
export type LimitRequestAction = typeof limitRequestActions.$inferSelect;
