import { useCallback, useId, useState } from 'react';
import { Body1, Button, Card, makeStyles, tokens, typographyStyles } from '@back-office/shared/fluent-core';
import { ArrowDownloadRegular, TableRegular, DataBarVerticalRegular } from '@back-office/shared/fluent-extra';
import { LazyPart } from '@back-office/shared/remotes';
import { selectLanguage, useAppSelector } from '@back-office/shared';
import { useTranslation } from 'react-i18next';
import { downloadChartCsv } from './chart-csv';
import { hasFigures, type ChartModel } from './chart-model';
import { formatFigure } from './figure';
import { ChartTable } from './chart-table';

// Issue 18: the chart library is fetched with the first chart drawn, by the dashboard only.
const loadCanvas = () => import('./chart-canvas');

const useStyles = makeStyles({
  card: { minWidth: 0 },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  title: { ...typographyStyles.subtitle2, margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  plot: { position: 'relative', height: '260px', minWidth: 0 },
});

/** A chart with its table view and its CSV (issue 18). */
export function ChartCard({ model }: { model: ChartModel }) {
  const { t } = useTranslation('dashboard');
  const styles = useStyles();
  const language = useAppSelector(selectLanguage);
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  const format = useCallback((value: number | null) => formatFigure(model.valueKind, value, language, t), [model.valueKind, language, t]);
  const empty = !hasFigures(model);
  return (
    <Card className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {model.title}
        </h2>
        <div className={styles.actions}>
          <Button
            appearance="subtle"
            size="small"
            icon={asTable ? <DataBarVerticalRegular /> : <TableRegular />}
            onClick={() => setAsTable((shown) => !shown)}
            // The name says what the button will show; a pressed state as well would say it twice, differently.
            aria-label={t(asTable ? 'chart.showChartOf' : 'chart.showTableOf', { title: model.title })}
          >
            {t(asTable ? 'chart.showChart' : 'chart.showTable')}
          </Button>
          <Button
            appearance="subtle"
            size="small"
            icon={<ArrowDownloadRegular />}
            onClick={() => downloadChartCsv(model)}
            aria-label={t('chart.csvOf', { title: model.title })}
          >
            {t('chart.csv')}
          </Button>
        </div>
      </div>
      {asTable ? (
        <ChartTable model={model} format={format} />
      ) : empty ? (
        <Body1>{t('chart.empty')}</Body1>
      ) : (
        <div className={styles.plot}>
          <LazyPart load={loadCanvas}>
            {({ ChartCanvas }) => <ChartCanvas model={model} format={format} label={t('chart.label', { title: model.title })} />}
          </LazyPart>
        </div>
      )}
    </Card>
  );
}
