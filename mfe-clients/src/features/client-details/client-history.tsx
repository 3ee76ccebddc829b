import { makeStyles, tokens, Text } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, selectLanguage, useAppSelector } from '@back-office/shared';
import type { ClientHistoryEntry } from '@back-office/shared/contract';
import { useChangeValue } from './use-change-value';
import { useHistoryFieldLabel } from './use-history-field-label';

const APPLICANT_ACTIONS = new Set<ClientHistoryEntry['action']>(['document_received', 'application_matched']);

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
  },
  when: { color: tokens.colorNeutralForeground3 },
  changes: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    marginBlock: tokens.spacingVerticalXS,
    marginInline: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    color: tokens.colorNeutralForeground2,
  },
});

/**
 * Who created, updated, submitted the client or changed its status, when (date and time), and
 * what each update changed, in the form's words and the page's formats (issue 15 defect 4).
 */
export function ClientHistory({ entries }: { entries: ClientHistoryEntry[] }) {
  const { t } = useTranslation('clients');
  const styles = useStyles();
  const language = useAppSelector(selectLanguage);
  const fieldLabel = useHistoryFieldLabel();
  const valueOf = useChangeValue();
  if (entries.length === 0) return <Text>{t('empty.noHistory')}</Text>;
  const shown = (value: string | null) => value || t('details.emptyValue');

  function heading(entry: ClientHistoryEntry): string {
    const action = t(`details.historyActions.${entry.action}`);
    // Issue 19: a document the applicant sent, or their application matched, has no staff actor.
    if (!entry.actor && APPLICANT_ACTIONS.has(entry.action)) return t('details.historyByApplicant', { action });
    return t('details.historyBy', { action, actor: shown(entry.actor) });
  }

  function describe(change: ClientHistoryEntry['changes'][number]): string {
    const field = fieldLabel(change.field);
    if (change.kind === 'file') {
      return change.new
        ? t('details.fileAdded', { field, name: change.new })
        : t('details.fileRemoved', { field, name: shown(change.old) });
    }
    const old = change.old ? valueOf(change.old, change.kind) : null;
    const next = change.new ? valueOf(change.new, change.kind) : null;
    if (old === null) return t('details.changeSet', { field, new: shown(next) });
    if (next === null) return t('details.changeCleared', { field, old });
    return t('details.change', { field, old, new: next });
  }

  return (
    <ol className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Text weight="semibold">{heading(entry)}</Text>{' '}
          <time className={styles.when} dateTime={entry.at}>
            {formatDateTime(entry.at, language)}
          </time>
          {entry.changes.length > 0 && (
            <ul className={styles.changes}>
              {entry.changes.map((change, index) => (
                // One field can change twice in an entry (a file removed and another added).
                <li key={`${change.field}-${index}`}>{describe(change)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
