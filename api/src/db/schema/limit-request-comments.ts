import { MAX_LENGTH } from '@back-office/shared/rules/field-limits';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { limitRequestReference } from './limit-requests';
import { users } from './users';

/** Comments added on edit; once saved they are fixed (SPEC §2), so there is no updated_at. */
export const limitRequestComments = pgTable(
  'limit_request_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    limitRequestId: limitRequestReference(),
    comment: text('comment').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('limit_request_comments_limit_request_id_idx').on(t.limitRequestId, t.id),
    // Issue 16: as the shared rules (field-limits.ts); NOT VALID in the migration, so older rows stay.
    check('limit_request_comments_comment_length', sql`char_length(${t.comment}) <= ${sql.raw(String(MAX_LENGTH.comment))}`),
  ],
);
