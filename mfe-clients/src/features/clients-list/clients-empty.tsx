import { Button } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { EmptyState, RouterLink } from '@back-office/shared/ui';
import { useListParams } from './use-list-params';

/** No clients at all invites creating the first; no match offers to drop the filters. */
export function ClientsEmpty() {
  const { t } = useTranslation('clients');
  const { params, change } = useListParams();
  const filtered = params.search !== '' || params.statuses.length > 0 || params.sources.length > 0 || params.mine;
  if (filtered) {
    return (
      <EmptyState
        title={t('empty.noClientsFound')}
        description={t('list.noMatchesHint')}
        action={
          <Button onClick={() => change({ search: '', statuses: [], sources: [], mine: false, page: 1 })}>{t('list.clearFilters')}</Button>
        }
      />
    );
  }
  return <EmptyState title={t('empty.noClientsFound')} action={<RouterLink to="create">{t('list.createFirstClient')}</RouterLink>} />;
}
