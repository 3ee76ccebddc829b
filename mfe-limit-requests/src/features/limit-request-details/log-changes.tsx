import { makeStyles, tokens } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import type { LimitRequestLogEntry } from '@back-office/shared/contract';

/** One recorded change (the contract's FieldChange, read through the log entry the barrel exports). */
type FieldChange = LimitRequestLogEntry['changes'][number];
import { useChangeText } from './use-change-text';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
  },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  // Each pair stays one element for the list's semantics; its term and value sit in the grid.
  pair: { display: 'contents' },
});

/** One log entry's changes, each field with its old value and its new one (issue 15). */
export function LogChanges({ changes }: { changes: FieldChange[] }) {
  const { t } = useTranslation('limitRequests');
  const styles = useStyles();
  const read = useChangeText();
  return (
    <dl className={styles.list} aria-label={t('details.log.changes')}>
      {changes.map((change) => {
        const text = read(change);
        return (
          <div key={change.field} className={styles.pair}>
            <dt className={styles.label}>{text.label}</dt>
            <dd className={styles.value}>{t('details.log.fromTo', { old: text.old, new: text.new })}</dd>
          </div>
        );
      })}
    </dl>
  );
}
