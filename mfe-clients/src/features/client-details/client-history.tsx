import { makeStyles, tokens, Text } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { formatDate, selectLanguage, useAppSelector } from '@back-office/shared';
import type { ClientHistoryEntry } from '@back-office/shared/contract';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
  },
  when: { color: tokens.colorNeutralForeground3 },
  changes: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
});

/** Who created, updated and submitted the client, and what each update changed. */
export function ClientHistory({ entries }: { entries: ClientHistoryEntry[] }) {
  const { t } = useTranslation('clients');
  const styles = useStyles();
  const language = useAppSelector(selectLanguage);
  if (entries.length === 0) return <Text>{t('empty.noHistory')}</Text>;
  const shown = (value: string | null) => value || t('details.emptyValue');
  const fieldName = (field: string) => t(`clientForm.fields.${field}`, { ns: 'common', defaultValue: field });
  return (
    <ol className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Text weight="semibold">
            {t('details.historyBy', { action: t(`details.historyActions.${entry.action}`), actor: shown(entry.actor) })}
          </Text>{' '}
          <time className={styles.when} dateTime={entry.at}>
            {formatDate(entry.at, language)}
          </time>
          {entry.changes.length > 0 && (
            <ul className={styles.changes}>
              {entry.changes.map((change) => (
                <li key={change.field}>
                  {t('details.change', { field: fieldName(change.field), old: shown(change.old), new: shown(change.new) })}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
