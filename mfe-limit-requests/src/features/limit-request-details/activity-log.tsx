import { Text } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { formatDate, selectLanguage, useAppSelector } from '@back-office/shared';
import { DetailsCard, type ListColumn, ResponsiveList } from '@back-office/shared/ui';
import type { LimitRequestLogEntry } from '@back-office/shared/contract';

/** Every action run on the request: what, when, by whom, and to whom it was assigned. */
export function ActivityLog({ entries }: { entries: LimitRequestLogEntry[] }) {
  const { t } = useTranslation('limitRequests');
  const language = useAppSelector(selectLanguage);
  const columns: ListColumn<LimitRequestLogEntry>[] = [
    { key: 'action', header: t('details.log.action'), wrap: true, render: (entry) => entry.action_name },
    { key: 'date', header: t('details.log.date'), render: (entry) => formatDate(entry.date, language) },
    { key: 'actedBy', header: t('details.log.actedBy'), wrap: true, render: (entry) => entry.action_by },
    {
      key: 'assignedTo',
      header: t('details.log.assignedTo'),
      wrap: true,
      render: (entry) => entry.assigned_to ?? t('notApplicable', { ns: 'common' }),
    },
  ];
  return (
    <DetailsCard title={t('details.log.title')}>
      {entries.length === 0 ? (
        <Text>{t('details.log.none')}</Text>
      ) : (
        <ResponsiveList columns={columns} rows={entries} getRowKey={(entry) => entry.id} caption={t('details.log.title')} />
      )}
    </DetailsCard>
  );
}
