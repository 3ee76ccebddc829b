import { Type, type Static } from 'typebox';
import { CLIENT_STATUSES, DASHBOARD_PERIODS, DECISION_STATUSES } from './enums';
import { Money, Nullable } from './fields';

/** Issue 18: GET /dashboard. A custom period names its first and last days (Cairo calendar, both inclusive, at most 366 days). */
export const DashboardQuery = Type.Object({
  period: Type.Optional(Type.Enum([...DASHBOARD_PERIODS], { default: '30d' })),
  from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'custom: the first day' })),
  to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'custom: the last day, not before from' })),
});
export type DashboardQuery = Static<typeof DashboardQuery>;

/** A figure for the period and for the period of the same length just before it. */
const Compared = (description: string) =>
  Type.Object({ current: Nullable(Type.Number()), previous: Nullable(Type.Number()) }, { description });

/** One bar or slice: a key the screen translates (a status) or a name (a merchant), and its figures. */
export const DashboardCount = Type.Object({ key: Type.String(), count: Type.Integer() });
export type DashboardCount = Static<typeof DashboardCount>;

export const DashboardDay = Type.Object({
  /** The day (or the week's first day, Sunday, when the period is longer than 31 days). */
  day: Type.String({ format: 'date' }),
  approved: Type.Integer(),
  rejected: Type.Integer(),
});
export type DashboardDay = Static<typeof DashboardDay>;

/** Top 10 by requests, the rest grouped under `other` (name null). */
export const DashboardBreakdownRow = Type.Object({
  id: Nullable(Type.Integer()),
  name: Nullable(Type.String({ description: 'null: the rest, grouped' })),
  requests: Type.Integer(),
  approvals: Type.Integer(),
});
export type DashboardBreakdownRow = Static<typeof DashboardBreakdownRow>;

export const DashboardReviewer = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  open_count: Type.Integer(),
  /** Hours from creation to decision, median of this reviewer's decisions in the period. */
  median_decision_hours: Nullable(Type.Number()),
});
export type DashboardReviewer = Static<typeof DashboardReviewer>;

export const DashboardTiles = Type.Object({
  /** SPEC: the total balance and the clients count (the whole book, now). */
  total_balance: Money,
  clients_count: Type.Integer(),
  open_requests: Type.Integer(),
  awaiting_decision: Type.Integer(),
  /** Requests created in the period, and approvals / decisions made in it. */
  requests_created: Compared('Requests created'),
  approval_rate: Compared('approved ÷ (approved + rejected) decided in the period, 0–1; null without decisions'),
  median_decision_hours: Compared('Hours from creation to decision, median of the decisions in the period'),
  p90_decision_hours: Compared('Hours from creation to decision, 90th percentile'),
  approvals: Compared('Approvals decided in the period'),
});
export type DashboardTiles = Static<typeof DashboardTiles>;

/** The signed-in person's own figures beside the company's (agents: theirs; reviewers: their queue and decisions). */
export const DashboardMine = Type.Object({
  clients_count: Nullable(Type.Integer({ description: 'Agents: clients they created' })),
  open_requests: Type.Integer({ description: 'Agents: open requests they created; reviewers: assigned to them' }),
  unassigned: Nullable(Type.Integer({ description: 'Reviewers: the queue waiting for anyone' })),
  decisions: Nullable(Compared('Reviewers: decisions they made in the period')),
  approval_rate: Nullable(Compared('Reviewers: their approval rate')),
  median_decision_hours: Nullable(Compared('Reviewers: their median decision time, hours')),
});
export type DashboardMine = Static<typeof DashboardMine>;

export const Dashboard = Type.Object({
  period: Type.Object({ from: Type.String({ format: 'date' }), to: Type.String({ format: 'date' }), days: Type.Integer() }),
  bucket: Type.Enum(['day', 'week']),
  tiles: DashboardTiles,
  mine: DashboardMine,
  clients_by_status: Type.Array(Type.Object({ key: Type.Enum([...CLIENT_STATUSES]), count: Type.Integer() })),
  requests_by_decision: Type.Array(Type.Object({ key: Type.Enum([...DECISION_STATUSES]), count: Type.Integer() })),
  /** Requested vs. approved amounts of the requests created in the period. */
  amounts: Type.Object({ requested: Money, approved: Money }),
  decisions_per_bucket: Type.Array(DashboardDay),
  by_merchant: Type.Array(DashboardBreakdownRow),
  by_product: Type.Array(DashboardBreakdownRow),
  by_branch: Type.Array(DashboardBreakdownRow),
  /** Admins and risk: every active reviewer's open work and median decision time; agents: empty. */
  reviewers: Type.Array(DashboardReviewer),
});
export type Dashboard = Static<typeof Dashboard>;
