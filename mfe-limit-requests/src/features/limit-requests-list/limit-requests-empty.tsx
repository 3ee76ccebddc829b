import { Button } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@back-office/shared/ui';
import { NO_FILTERS, sameFilters } from './list-params';
import { useListScope } from './list-scope';

/** No requests at all is said plainly; no match for the filters offers to drop them. */
export function LimitRequestsEmpty() {
  const { t } = useTranslation('limitRequests');
  const { params, change } = useListScope();
  if (sameFilters(params, NO_FILTERS)) return <EmptyState title={t('empty.noLimitRequests')} />;
  return (
    <EmptyState
      title={t('empty.noLimitRequests')}
      description={t('empty.noMatchesHint')}
      action={<Button onClick={() => change({ ...NO_FILTERS, page: 1 })}>{t('empty.clearFilters')}</Button>}
    />
  );
}
