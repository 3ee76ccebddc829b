import type { Dashboard, DashboardBreakdownRow, DashboardReviewer } from '@back-office/shared/contract';
import { formatDate, type Language } from '@back-office/shared';
import type { TFunction } from 'i18next';
import type { FigureKind } from './figure';

/** What a chart's values are, for their labels, tooltips and table cells (written by formatFigure). */
export type ValueKind = Extract<FigureKind, 'count' | 'money' | 'hours'>;

/** A colour role the theme resolves (chart-colours.ts): status colours mean the same everywhere. */
export type Tone = 'brand' | 'success' | 'danger' | 'warning' | 'neutral' | 'info' | 'accent';

export interface ChartSeries {
  key: string;
  label: string;
  values: (number | null)[];
  tone: Tone;
}

/**
 * One chart, independent of the library that draws it: the canvas, the table view and the CSV
 * all read this (issue 18), so the three always say the same thing.
 */
export interface ChartModel {
  id: string;
  title: string;
  kind: 'bar' | 'doughnut';
  stacked?: boolean;
  /** The header of the categories' column (table and CSV). */
  categoryLabel: string;
  /** Category names as shown, already in the interface's language. */
  categories: string[];
  /** A doughnut's slices take their colour per category. */
  categoryTones?: Tone[];
  series: ChartSeries[];
  valueKind: ValueKind;
}

const STATUS_TONES: Record<string, Tone> = {
  pending: 'warning',
  approved: 'success',
  active: 'brand',
  rejected: 'danger',
  inactive: 'neutral',
  cancelled: 'neutral',
  closed: 'info',
};

/** Whether a chart has anything to draw (an all-zero chart says so in words instead). */
export const hasFigures = (model: ChartModel) =>
  model.series.some((series) => series.values.some((value) => value !== null && value !== 0));

function breakdown(id: string, title: string, categoryLabel: string, rows: DashboardBreakdownRow[], t: TFunction): ChartModel {
  return {
    id,
    title,
    kind: 'bar',
    categoryLabel,
    // Issue 18: the top 10 by requests, the rest grouped as "other" (name null).
    categories: rows.map((row) => row.name ?? t('other')),
    series: [
      { key: 'requests', label: t('series.requests'), values: rows.map((row) => row.requests), tone: 'brand' },
      { key: 'approvals', label: t('series.approvals'), values: rows.map((row) => row.approvals), tone: 'success' },
    ],
    valueKind: 'count',
  };
}

function reviewers(rows: DashboardReviewer[], t: TFunction): ChartModel[] {
  const categories = rows.map((row) => row.name);
  return [
    {
      id: 'reviewers-open',
      title: t('charts.reviewersOpen'),
      kind: 'bar',
      categoryLabel: t('columns.reviewer'),
      categories,
      series: [{ key: 'open', label: t('series.open'), values: rows.map((row) => row.open_count), tone: 'brand' }],
      valueKind: 'count',
    },
    {
      id: 'reviewers-time',
      title: t('charts.reviewersTime'),
      kind: 'bar',
      categoryLabel: t('columns.reviewer'),
      categories,
      series: [{ key: 'median', label: t('series.medianHours'), values: rows.map((row) => row.median_decision_hours), tone: 'accent' }],
      valueKind: 'hours',
    },
  ];
}

/** Every chart of the dashboard, in the order the page shows them. */
export function dashboardCharts(data: Dashboard, language: Language, t: TFunction): ChartModel[] {
  const status = (key: string) => t(`common:status.${key}`, { defaultValue: key });
  return [
    {
      id: 'clients-by-status',
      title: t('charts.clientsByStatus'),
      kind: 'doughnut',
      categoryLabel: t('columns.status'),
      categories: data.clients_by_status.map((row) => status(row.key)),
      categoryTones: data.clients_by_status.map((row) => STATUS_TONES[row.key] ?? 'neutral'),
      series: [{ key: 'clients', label: t('series.clients'), values: data.clients_by_status.map((row) => row.count), tone: 'brand' }],
      valueKind: 'count',
    },
    {
      id: 'requests-by-decision',
      title: t('charts.requestsByDecision'),
      kind: 'doughnut',
      categoryLabel: t('columns.decision'),
      categories: data.requests_by_decision.map((row) => status(row.key)),
      categoryTones: data.requests_by_decision.map((row) => STATUS_TONES[row.key] ?? 'neutral'),
      series: [{ key: 'requests', label: t('series.requests'), values: data.requests_by_decision.map((row) => row.count), tone: 'brand' }],
      valueKind: 'count',
    },
    {
      id: 'amounts',
      title: t('charts.amounts'),
      kind: 'bar',
      categoryLabel: t('columns.amount'),
      categories: [t('series.requested'), t('series.approved')],
      series: [
        {
          key: 'amount',
          label: t('series.amount'),
          values: [Number(data.amounts.requested), Number(data.amounts.approved)],
          tone: 'brand',
        },
      ],
      valueKind: 'money',
    },
    {
      id: 'decisions',
      title: t(data.bucket === 'week' ? 'charts.decisionsPerWeek' : 'charts.decisionsPerDay'),
      kind: 'bar',
      stacked: true,
      categoryLabel: t(data.bucket === 'week' ? 'columns.week' : 'columns.day'),
      categories: data.decisions_per_bucket.map((row) => formatDate(row.day, language)),
      series: [
        { key: 'approved', label: t('series.approved'), values: data.decisions_per_bucket.map((row) => row.approved), tone: 'success' },
        { key: 'rejected', label: t('series.rejected'), values: data.decisions_per_bucket.map((row) => row.rejected), tone: 'danger' },
      ],
      valueKind: 'count',
    },
    breakdown('by-merchant', t('charts.byMerchant'), t('columns.merchant'), data.by_merchant, t),
    breakdown('by-product', t('charts.byProduct'), t('columns.product'), data.by_product, t),
    breakdown('by-branch', t('charts.byBranch'), t('columns.branch'), data.by_branch, t),
    // Agents get no reviewers (the contract sends them an empty list): no charts about them.
    ...(data.reviewers.length > 0 ? reviewers(data.reviewers, t) : []),
  ];
}
