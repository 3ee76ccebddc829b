import { useTranslation } from 'react-i18next';
import { formatDate, selectLanguage, useAppSelector } from '@back-office/shared';
import { Money, RouterLink, StatusChip, type ListColumn } from '@back-office/shared/ui';
import type { ClientListItem, ClientStatusOption } from '@back-office/shared/contract';

/** SPEC §3 Client (list) fields as columns; the name links to the client's details. */
export function useClientColumns(statuses: ClientStatusOption[]): ListColumn<ClientListItem>[] {
  const { t } = useTranslation('clients');
  const language = useAppSelector(selectLanguage);
  const serverLabels = new Map(statuses.map((status) => [status.value, status.label]));
  return [
    {
      key: 'name',
      header: t('list.columns.name'),
      wrap: true,
      render: (client) => <RouterLink to={String(client.id)}>{client.name}</RouterLink>,
    },
    { key: 'code', header: t('list.columns.code'), render: (client) => client.code },
    { key: 'phone', header: t('list.columns.phone'), render: (client) => client.phone_1 },
    { key: 'nationalId', header: t('list.columns.nationalId'), render: (client) => client.national_id },
    { key: 'title', header: t('list.columns.title'), wrap: true, render: (client) => client.title },
    { key: 'balance', header: t('list.columns.balance'), render: (client) => <Money value={client.balance} /> },
    {
      key: 'status',
      header: t('list.columns.status'),
      render: (client) => <StatusChip status={client.status} label={serverLabels.get(client.status)} />,
    },
    { key: 'creator', header: t('list.columns.creator'), wrap: true, render: (client) => client.creator },
    { key: 'updatedAt', header: t('list.columns.updatedAt'), render: (client) => formatDate(client.updated_at, language) },
  ];
}
