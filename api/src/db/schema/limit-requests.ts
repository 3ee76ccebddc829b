import { MAX_LENGTH } from '@back-office/shared/rules/field-limits';
import { DECISION_STATUSES, LIMIT_REQUEST_STATUSES } from '@back-office/shared/contract/enums';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { clients } from './clients';
import { limitRequestTypes, relativeDegreeTypes } from './lookups';
import { merchantBranches, merchants, products } from './merchants';
import { rejectReasons, returnReasons } from './reject-reasons';
import { users } from './users';

// The values come from the wire contract (SPEC §4), so the API, the database and the remotes cannot drift apart.
export const limitRequestStatus = pgEnum('limit_request_status', LIMIT_REQUEST_STATUSES);
export const limitDecisionStatus = pgEnum('limit_decision_status', DECISION_STATUSES);

/** A request for a credit limit, moved through its workflow by the actions in limit_request_actions. */
export const limitRequests = pgTable(
  'limit_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    // No cascade: a client with limit requests is history that must not vanish.
    clientId: bigint('client_id', { mode: 'number' })
      .notNull()
      .references(() => clients.id),
    limitRequestTypeId: integer('limit_request_type_id')
      .notNull()
      .references(() => limitRequestTypes.id),
    requestedLimit: numeric('requested_limit', { precision: 14, scale: 2 }).notNull(),
    approvedLimit: numeric('approved_limit', { precision: 14, scale: 2 }),
    tenure: smallint('tenure').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    merchantBranchId: integer('merchant_branch_id')
      .notNull()
      .references(() => merchantBranches.id),
    relativeName: text('relative_name').notNull(),
    relativeMobileNumber: varchar('relative_mobile_number', { length: 11 }).notNull(),
    relativeDegreeTypeId: integer('relative_degree_type_id')
      .notNull()
      .references(() => relativeDegreeTypes.id),
    requestStatus: limitRequestStatus('request_status').notNull().default('new'),
    decisionStatus: limitDecisionStatus('decision_status').notNull().default('pending'),
    assignedTo: integer('assigned_to').references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    // Issue 16 (separation of duties): who approved first, who confirmed (four eyes), and why it was rejected.
    approvedBy: integer('approved_by').references(() => users.id),
    confirmedBy: integer('confirmed_by').references(() => users.id),
    rejectReasonId: integer('reject_reason_id').references(() => rejectReasons.id),
    /** Issue 18: the last return to the agent's reason (kept by admins in issue 17's return_reasons). */
    returnReasonId: integer('return_reason_id').references(() => returnReasons.id),
    createdAt: createdAt(),
    /** Issue 18: when the request entered its current status (the queue's "time in stage" and the SLA). */
    stageEnteredAt: timestamp('stage_entered_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 18: when it was first decided (approved or rejected): the dashboard's decision time. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every action: a write naming an old version lost a race (optimistic concurrency). */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    // text_pattern_ops serves equality, IN and the code filter's LIKE 'prefix%'.
    // Issue 16: as the shared rules (field-limits.ts); NOT VALID in the migration, so older rows stay.
    check('limit_requests_relative_name_length', sql`char_length(${t.relativeName}) <= ${sql.raw(String(MAX_LENGTH.personName))}`),
    check('limit_requests_code_length', sql`char_length(${t.code}) <= ${sql.raw(String(MAX_LENGTH.code))}`),
    uniqueIndex('limit_requests_code_key').on(t.code.op('text_pattern_ops')),
    // NULLS FIRST is what a plain ORDER BY … DESC means; only then can the index serve it.
    index('limit_requests_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('limit_requests_client_created_idx').on(t.clientId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('limit_requests_decision_created_idx').on(t.decisionStatus, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Issue 15: "my requests" (created by me or assigned to me) and the list's sortable columns; the
    // assignee index leads with assigned_to, so it also serves what limit_requests_assigned_to_idx did.
    index('limit_requests_created_by_created_idx').on(t.createdBy, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('limit_requests_assigned_created_idx').on(t.assignedTo, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Issue 18: the queue's oldest-first views (unassigned, all open, per reviewer) read open requests only.
    // Written as "not final" because the migration that adds returned_to_agent cannot name it yet;
    // the queue's queries say the same words so the planner can use it (OPEN_REQUEST_SQL).
    index('limit_requests_open_queue_idx')
      .on(t.assignedTo, t.createdAt, t.id)
      .where(sql`${t.requestStatus} not in ('closed', 'rejected', 'cancelled')`),
    index('limit_requests_requested_limit_idx').on(t.requestedLimit, t.id),
    // Requests not approved yet (null) come last in both directions, so each direction has its index.
    index('limit_requests_approved_limit_idx').on(t.approvedLimit.asc().nullsLast(), t.id.asc()),
    index('limit_requests_approved_limit_desc_idx').on(t.approvedLimit.desc().nullsLast(), t.id.desc().nullsFirst()),
    // Issue 16: the one who confirms an approval is never the one who gave it.
    check('limit_requests_confirmer_not_approver', sql`${t.confirmedBy} is null or ${t.confirmedBy} <> ${t.approvedBy}`),
    check('limit_requests_tenure_range', sql`${t.tenure} between 1 and 36`),
    check('limit_requests_requested_positive', sql`${t.requestedLimit} > 0`),
    check(
      'limit_requests_approved_within_requested',
      sql`${t.approvedLimit} is null or (${t.approvedLimit} > 0 and ${t.approvedLimit} <= ${t.requestedLimit})`,
    ),
  ],
);

/** The limit request every dependent row (documents, comments, log) belongs to. */
export const limitRequestReference = () =>
  bigint('limit_request_id', { mode: 'number' })
    .notNull()
    .references(() => limitRequests.id, { onDelete: 'cascade' });

export type LimitRequest = typeof limitRequests.$inferSelect;
export type NewLimitRequest = typeof limitRequests.$inferInsert;
export type { DecisionStatus as LimitDecisionStatus, LimitRequestStatus } from '@back-office/shared/contract/enums';
export { DECISION_STATUSES };
