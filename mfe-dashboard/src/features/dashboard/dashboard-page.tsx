import { useMemo } from 'react';
import { Body1, makeStyles, tokens, typographyStyles } from '@back-office/shared/fluent-core';
import { LoadState, PageFrame } from '@back-office/shared/ui';
import { formatDate, selectLanguage, useAppSelector, type Language } from '@back-office/shared';
import type { Dashboard } from '@back-office/shared/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useGetDashboardQuery } from '../../api/dashboard-api';
import { ChartCard } from './chart-card';
import { dashboardCharts } from './chart-model';
import { DashboardTile, type DashboardTileProps } from './dashboard-tile';
import { useDashboardParams } from './dashboard-params';
import { PeriodPicker } from './period-picker';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { ...typographyStyles.subtitle1, margin: 0 },
  // Phone breakpoint (360 px): one column; wider screens fit as many as they can.
  tiles: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))' },
  charts: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 440px), 1fr))' },
});

/** The company's figures (SPEC: total balance and clients count; issue 18: the rest). */
function companyTiles({ tiles }: Dashboard, t: TFunction): DashboardTileProps[] {
  return [
    { label: t('tiles.total_balance'), kind: 'money', value: tiles.total_balance },
    { label: t('tiles.clients_count'), kind: 'count', value: tiles.clients_count },
    { label: t('tiles.open_requests'), kind: 'count', value: tiles.open_requests },
    { label: t('tiles.awaiting_decision'), kind: 'count', value: tiles.awaiting_decision },
    { label: t('tiles.requests_created'), kind: 'count', compared: tiles.requests_created },
    { label: t('tiles.approvals'), kind: 'count', compared: tiles.approvals },
    { label: t('tiles.approval_rate'), kind: 'rate', compared: tiles.approval_rate },
    { label: t('tiles.median_decision_hours'), kind: 'hours', compared: tiles.median_decision_hours },
    { label: t('tiles.p90_decision_hours'), kind: 'hours', compared: tiles.p90_decision_hours },
  ];
}

/** The signed-in person's own figures: the API leaves out (null) what their role does not have. */
function myTiles({ mine }: Dashboard, t: TFunction): DashboardTileProps[] {
  const tiles: DashboardTileProps[] = [];
  if (mine.clients_count !== null) tiles.push({ label: t('mine.clients_count'), kind: 'count', value: mine.clients_count });
  tiles.push({
    // Only agents get their own clients count (the contract), and their open requests are the ones they created.
    label: t(mine.clients_count !== null ? 'mine.open_requests_agent' : 'mine.open_requests_reviewer'),
    kind: 'count',
    value: mine.open_requests,
  });
  if (mine.unassigned !== null) tiles.push({ label: t('mine.unassigned'), kind: 'count', value: mine.unassigned });
  if (mine.decisions) tiles.push({ label: t('mine.decisions'), kind: 'count', compared: mine.decisions });
  if (mine.approval_rate) tiles.push({ label: t('mine.approval_rate'), kind: 'rate', compared: mine.approval_rate });
  if (mine.median_decision_hours)
    tiles.push({ label: t('mine.median_decision_hours'), kind: 'hours', compared: mine.median_decision_hours });
  return tiles;
}

function DashboardFigures({ data, language }: { data: Dashboard; language: Language }) {
  const { t } = useTranslation('dashboard');
  const styles = useStyles();
  const charts = useMemo(() => dashboardCharts(data, language, t), [data, language, t]);
  const sections = [
    { id: 'company', tiles: companyTiles(data, t) },
    // Issue 18: an agent's own clients and requests, a reviewer's queue and decisions, beside the company's.
    { id: 'mine', tiles: myTiles(data, t) },
  ];
  return (
    <>
      <Body1>{t('periodShown', { from: formatDate(data.period.from, language), to: formatDate(data.period.to, language) })}</Body1>
      {sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={`dashboard-${section.id}`}>
          <h2 id={`dashboard-${section.id}`} className={styles.heading}>
            {t(`sections.${section.id}`)}
          </h2>
          <div className={styles.tiles}>
            {section.tiles.map((tile) => (
              <DashboardTile key={tile.label} {...tile} />
            ))}
          </div>
        </section>
      ))}
      <section className={styles.section} aria-labelledby="dashboard-charts">
        <h2 id="dashboard-charts" className={styles.heading}>
          {t('sections.charts')}
        </h2>
        <div className={styles.charts}>
          {charts.map((chart) => (
            <ChartCard key={chart.id} model={chart} />
          ))}
        </div>
      </section>
    </>
  );
}

/** Issue 18: the page staff land on after log-in. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const language = useAppSelector(selectLanguage);
  const { query } = useDashboardParams();
  // Always fresh on arrival: a decision taken elsewhere a moment ago shows here.
  const result = useGetDashboardQuery(query, { refetchOnMountOrArgChange: true });
  return (
    <PageFrame title={t('title')}>
      <PeriodPicker />
      <LoadState result={result} errorText={t('loadFailed')} emptyText={t('empty')}>
        {(data) => <DashboardFigures data={data} language={language} />}
      </LoadState>
    </PageFrame>
  );
}
