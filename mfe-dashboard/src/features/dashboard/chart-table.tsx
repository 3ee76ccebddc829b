import { makeStyles, tokens, typographyStyles } from '@back-office/shared/fluent-core';
import type { ChartModel } from './chart-model';

const useStyles = makeStyles({
  // A long table scrolls inside the card, never the page (phone breakpoint); focusable so the keyboard can scroll it.
  scroller: { overflowX: 'auto', maxHeight: '320px', overflowY: 'auto' },
  table: { borderCollapse: 'collapse', width: '100%', ...typographyStyles.body1 },
  caption: { ...typographyStyles.body1Strong, textAlign: 'start', paddingBlockEnd: tokens.spacingVerticalS },
  cell: {
    textAlign: 'start',
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

/** The chart's figures as a table a screen reader and the keyboard can use (issue 18). */
export function ChartTable({ model, format }: { model: ChartModel; format: (value: number | null) => string }) {
  const styles = useStyles();
  return (
    // A scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={model.title}>
      <table className={styles.table}>
        <caption className={styles.caption}>{model.title}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {model.categoryLabel}
            </th>
            {model.series.map((series) => (
              <th key={series.key} scope="col" className={`${styles.cell} ${styles.number}`}>
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.categories.map((category, index) => (
            <tr key={`${index}-${category}`}>
              <th scope="row" className={styles.cell}>
                {category}
              </th>
              {model.series.map((series) => (
                <td key={series.key} className={`${styles.cell} ${styles.number}`}>
                  {format(series.values[index] ?? null)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
