import { Type, type Static } from 'typebox';
import { QUEUE_VIEWS, SLA_STATES } from './enums';
import { DateTime, Money, Nullable } from './fields';
import { LimitRequestStatusSchema, Version } from './limit-requests';

/** Issue 18: the reviewer's queue (GET /limit-requests/queue), oldest first. */
export const QUEUE_PAGE_SIZES = [10, 25, 50];
export const QUEUE_DEFAULT_PAGE_SIZE = 25;

export const QueueViewSchema = Type.Enum([...QUEUE_VIEWS]);
export const SlaStateSchema = Type.Enum([...SLA_STATES]);

export const QueueQuery = Type.Object({
  view: Type.Optional(Type.Enum([...QUEUE_VIEWS], { default: 'assigned_to_me' })),
  /** by_reviewer (admins): whose open work; without it, everyone's assigned work. */
  reviewer_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  items_per_page: Type.Optional(Type.Integer({ enum: QUEUE_PAGE_SIZES, default: QUEUE_DEFAULT_PAGE_SIZE })),
});
export type QueueQuery = Static<typeof QueueQuery>;

/** Where a request stands against its current stage's SLA; null when its stage is not measured. */
export const QueueSla = Type.Object({
  stage: Type.String({ description: 'One of the settings’ SLA stages (waiting_for_assignment, under_review, …)' }),
  limit_hours: Type.Number(),
  /** Working hours spent in the stage so far (Friday, Saturday and public holidays do not count). */
  spent_hours: Type.Number(),
  state: SlaStateSchema,
  due_at: DateTime,
});
export type QueueSla = Static<typeof QueueSla>;

/** One row of the queue. */
export const QueueItem = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  client: Type.Object({ id: Type.Integer(), name: Type.String() }),
  request_status: LimitRequestStatusSchema,
  requested_limit: Money,
  merchant_name: Type.String(),
  creator: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  assignee: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  created_at: DateTime,
  stage_entered_at: DateTime,
  sla: Nullable(QueueSla),
  version: Version,
});
export type QueueItem = Static<typeof QueueItem>;

/** The count each view's tab shows (by_reviewer: open work assigned to anyone). */
export const QueueCounts = Type.Object({
  assigned_to_me: Type.Integer(),
  unassigned: Type.Integer(),
  all_open: Type.Integer(),
  by_reviewer: Nullable(Type.Integer({ description: 'Admins only; null for others' })),
});
export type QueueCounts = Static<typeof QueueCounts>;

/** An admin's by-reviewer view: each risk reviewer's open work, to pick one. */
export const ReviewerLoad = Type.Object({ id: Type.Integer(), name: Type.String(), open_count: Type.Integer() });
export type ReviewerLoad = Static<typeof ReviewerLoad>;

export const QueuePage = Type.Object({
  data: Type.Array(QueueItem),
  pagination: Type.Object({ page: Type.Integer(), items_per_page: Type.Integer(), total: Type.Integer() }),
  counts: QueueCounts,
  reviewers: Nullable(Type.Array(ReviewerLoad, { description: 'by_reviewer (admins): the reviewers and their open work' })),
});
export type QueuePage = Static<typeof QueuePage>;

/** POST /limit-requests/queue/take-next: the request now assigned to the caller, or 404 when none waits. */
export const TakeNextResult = Type.Object({ id: Type.Integer(), code: Type.String() });
export type TakeNextResult = Static<typeof TakeNextResult>;
