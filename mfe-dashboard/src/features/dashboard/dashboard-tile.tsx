import { useId } from 'react';
import { Card, makeStyles, tokens, typographyStyles } from '@back-office/shared/fluent-core';
import { selectLanguage, useAppSelector } from '@back-office/shared';
import { useTranslation } from 'react-i18next';
import { formatFigure, TREND_ARROWS, trendOf, type ComparedFigure, type FigureKind } from './figure';

const useStyles = makeStyles({
  card: { minWidth: 0 },
  label: { ...typographyStyles.body1Strong, margin: 0, color: tokens.colorNeutralForeground2 },
  value: { ...typographyStyles.title2, color: tokens.colorNeutralForeground1, overflowWrap: 'anywhere' },
  change: {
    ...typographyStyles.caption1,
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
    margin: 0,
  },
});

export interface DashboardTileProps {
  label: string;
  kind: FigureKind;
  /** A figure of now (balance, counts) … */
  value?: number | string | null;
  /** … or one of the period, compared with the period before. */
  compared?: ComparedFigure;
}

/** One dashboard figure; a period's figure says how it changed, in words and with an arrow. */
export function DashboardTile({ label, kind, value = null, compared }: DashboardTileProps) {
  const { t } = useTranslation('dashboard');
  const styles = useStyles();
  const language = useAppSelector(selectLanguage);
  const labelId = useId();
  const trend = compared ? trendOf(compared) : null;
  return (
    <Card className={styles.card} aria-labelledby={labelId}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <div className={styles.value}>{formatFigure(kind, compared ? compared.current : value, language, t)}</div>
      {!compared && <p className={styles.change}>{t('tiles.now')}</p>}
      {compared && trend && (
        <p className={styles.change}>
          <span aria-hidden>{TREND_ARROWS[trend]}</span>
          <span>{t(`compare.${trend}`, { previous: formatFigure(kind, compared.previous, language, t) })}</span>
        </p>
      )}
    </Card>
  );
}
