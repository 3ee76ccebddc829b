import { formatDateTime, type Language } from '@back-office/shared';
import type { StaffMember } from '@back-office/shared/contract';
import { AddRegular } from '@back-office/shared/fluent-extra';
import { EmptyState, PagedResults, PageFrame, RouterButton, RouterLink, type ListColumn } from '@back-office/shared/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListStaffQuery } from '../../api/staff-api';
import { StaffBadges } from './staff-badges';
import { StaffFilters } from './staff-filters';
import { STAFF_PAGE_SIZES, toStaffQuery, useStaffParams } from './use-staff-params';

function useStaffColumns(): ListColumn<StaffMember>[] {
  const { t, i18n } = useTranslation('staff');
  const language = i18n.language as Language;
  return useMemo(
    () => [
      { key: 'name', header: t('columns.name'), wrap: true, render: (row) => <RouterLink to={String(row.id)}>{row.name}</RouterLink> },
      { key: 'email', header: t('columns.email'), wrap: true, render: (row) => <bdi>{row.email}</bdi> },
      { key: 'role', header: t('columns.role'), render: (row) => t(`roles.${row.role}`) },
      { key: 'status', header: t('columns.status'), wrap: true, render: (row) => <StaffBadges member={row} /> },
      {
        key: 'last_login',
        header: t('columns.lastLogin'),
        render: (row) => (row.last_login_at ? formatDateTime(row.last_login_at, language) : t('list.never')),
      },
    ],
    [t, language],
  );
}

/** Issue 17, /admin/users: staff accounts with search, filters and paging; cards on a phone. */
export function StaffListPage() {
  const { t } = useTranslation('staff');
  const { params, change } = useStaffParams();
  const query = useListStaffQuery(toStaffQuery(params));
  const columns = useStaffColumns();
  const page = query.data && { rows: query.data.data, pagination: query.data.pagination };
  return (
    <PageFrame
      title={t('list.title')}
      actions={
        <RouterButton to="new" appearance="primary" icon={<AddRegular />}>
          {t('list.invite')}
        </RouterButton>
      }
    >
      <StaffFilters />
      <PagedResults
        query={query}
        page={page}
        params={{ page: params.page, pageSize: params.pageSize }}
        change={change}
        columns={columns}
        getRowKey={(row) => row.id}
        caption={t('list.caption')}
        pageSizes={STAFF_PAGE_SIZES}
        errorText={t('list.loadError')}
        empty={<EmptyState title={t('list.empty')} />}
      />
    </PageFrame>
  );
}
