import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Issue 19: proof-of-work solutions already accepted, so each is accepted once; kept until their challenge expires. */
export const powSolutionsUsed = pgTable('pow_solutions_used', {
  challenge: text('challenge').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
