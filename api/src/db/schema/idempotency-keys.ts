import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Issue 20 ("never twice"): each create sent with an Idempotency-Key, claimed before it runs and
 * answered from here when it comes again within 24 hours. `scope` is who sent it (`staff:<user id>`,
 * or `public:<method> <route>` for the applicant's calls, whose keys are random UUIDs); `request_hash`
 * is null only while a multipart first attempt is still streaming; `status_code` null means in flight.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash'),
    statusCode: integer('status_code'),
    responseType: text('response_type'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
