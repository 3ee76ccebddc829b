import { formatMoney, formatNumber, formatPercent, type Language } from '@back-office/shared';
import type { TFunction } from 'i18next';

/** How a tile writes its figure. */
export type FigureKind = 'count' | 'money' | 'rate' | 'hours';

export interface ComparedFigure {
  current: number | null;
  previous: number | null;
}

export function formatFigure(kind: FigureKind, value: number | string | null, language: Language, t: TFunction): string {
  if (value === null) return t('noFigure');
  if (kind === 'money') return formatMoney(value, language);
  const number = Number(value);
  // Rates come as 0–1 (the contract); shown in whole percents.
  if (kind === 'rate') return formatPercent(number * 100, language);
  if (kind === 'hours') return t('hours', { value: formatNumber(Math.round(number * 10) / 10, language) });
  return formatNumber(number, language);
}

export type Trend = 'up' | 'down' | 'same' | 'none';

/** Which way a figure went since the period before (issue 18: said in words and an arrow, not colour alone). */
export function trendOf({ current, previous }: ComparedFigure): Trend {
  if (current === null || previous === null) return 'none';
  if (current > previous) return 'up';
  if (current < previous) return 'down';
  return 'same';
}

export const TREND_ARROWS: Record<Trend, string> = { up: '▲', down: '▼', same: '=', none: '–' };
