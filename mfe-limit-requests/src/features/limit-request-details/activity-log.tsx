import { makeStyles, tokens, Text } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, selectLanguage, useAppSelector } from '@back-office/shared';
import { DetailsCard } from '@back-office/shared/ui';
import type { LimitRequestLogEntry } from '@back-office/shared/contract';
import { LogChanges } from './log-changes';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, listStyleType: 'none', margin: 0, padding: 0 },
  entry: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke1,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
    overflowWrap: 'anywhere',
  },
  head: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalM },
  action: { fontWeight: tokens.fontWeightSemibold, margin: 0, fontSize: tokens.fontSizeBase300 },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  comment: { margin: 0, whiteSpace: 'pre-wrap', color: tokens.colorNeutralForeground1 },
});

/**
 * Every action run on the request: what, when (date and time), by whom, to whom it was assigned,
 * what it changed and the note written with it (issue 15). A list of cards rather than a wide
 * table, so a phone shows it without scrolling sideways.
 */
export function ActivityLog({ entries }: { entries: LimitRequestLogEntry[] }) {
  const { t } = useTranslation('limitRequests');
  const styles = useStyles();
  const language = useAppSelector(selectLanguage);
  return (
    <DetailsCard title={t('details.log.title')}>
      {entries.length === 0 ? (
        <Text>{t('details.log.none')}</Text>
      ) : (
        <ol className={styles.list} aria-label={t('details.log.title')}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <div className={styles.head}>
                <h3 className={styles.action}>{entry.action_name}</h3>
                <time className={styles.meta} dateTime={entry.date}>
                  {formatDateTime(entry.date, language)}
                </time>
              </div>
              <Text className={styles.meta}>
                {t('details.log.byAndTo', {
                  by: entry.action_by ?? t('details.comments.unknownCreator'),
                  to: entry.assigned_to ?? t('notApplicable', { ns: 'common' }),
                })}
              </Text>
              {entry.changes.length > 0 && <LogChanges changes={entry.changes} />}
              {entry.comment && (
                <p className={styles.comment}>
                  <Text weight="semibold">{t('details.log.comment')}: </Text>
                  {entry.comment}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </DetailsCard>
  );
}
