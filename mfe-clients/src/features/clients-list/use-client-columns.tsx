import { makeStyles, tokens } from '@back-office/shared/fluent-core';
import { Badge } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { formatDate, selectLanguage, useAppSelector } from '@back-office/shared';
import { Money, RouterLink, StatusChip, type ListColumn } from '@back-office/shared/ui';
import type { ClientListItem, ClientStatusOption } from '@back-office/shared/contract';

const useStyles = makeStyles({
  name: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/**
 * SPEC §3 Client (list) fields as columns; the name links to the client's details. Issue 15:
 * name, balance, last updated and created sort the list (their `sortKey` is the query's `sort`),
 * and a client who came through the public form carries a "Self-onboarded" badge by the name.
 */
export function useClientColumns(statuses: ClientStatusOption[]): ListColumn<ClientListItem>[] {
  const { t } = useTranslation('clients');
  const styles = useStyles();
  const language = useAppSelector(selectLanguage);
  const serverLabels = new Map(statuses.map((status) => [status.value, status.label]));
  return [
    {
      key: 'name',
      header: t('list.columns.name'),
      wrap: true,
      sortKey: 'name',
      render: (client) => (
        <span className={styles.name}>
          <RouterLink to={String(client.id)}>{client.name}</RouterLink>
          {client.source === 'self_onboarding' && (
            <Badge appearance="outline" color="informative">
              {t('list.selfOnboarded')}
            </Badge>
          )}
        </span>
      ),
    },
    { key: 'code', header: t('list.columns.code'), render: (client) => client.code },
    { key: 'phone', header: t('list.columns.phone'), render: (client) => client.phone_1 },
    { key: 'nationalId', header: t('list.columns.nationalId'), render: (client) => client.national_id },
    { key: 'title', header: t('list.columns.title'), wrap: true, render: (client) => client.title },
    { key: 'balance', header: t('list.columns.balance'), sortKey: 'balance', render: (client) => <Money value={client.balance} /> },
    {
      key: 'status',
      header: t('list.columns.status'),
      render: (client) => <StatusChip status={client.status} label={serverLabels.get(client.status)} />,
    },
    { key: 'creator', header: t('list.columns.creator'), wrap: true, render: (client) => client.creator },
    {
      key: 'updatedAt',
      header: t('list.columns.updatedAt'),
      sortKey: 'updated_at',
      render: (client) => formatDate(client.updated_at, language),
    },
    {
      key: 'createdAt',
      header: t('list.columns.createdAt'),
      sortKey: 'created_at',
      render: (client) => formatDate(client.created_at, language),
    },
  ];
}
