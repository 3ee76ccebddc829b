import type { ReactNode } from 'react';
import { Spinner } from '@back-office/shared/fluent-core';
import { errorMessage, useCurrentUserQuery } from '@back-office/shared';
import { EmptyState, ErrorState } from '@back-office/shared/ui';
import { useTranslation } from 'react-i18next';

/**
 * The API refuses every admin route to other roles (403); this only spares them a page of
 * errors when they open /admin by its address.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { t: common } = useTranslation('common');
  const { data: user, isLoading, error, refetch } = useCurrentUserQuery();
  if (isLoading) return <Spinner label={common('loading')} />;
  if (error || !user)
    return (
      <ErrorState
        message={error ? errorMessage(error, common('errors.errorFetchingData')) : common('errors.errorFetchingData')}
        onRetry={() => void refetch()}
      />
    );
  if (user.role !== 'admin') return <EmptyState title={t('forbidden.title')} description={t('forbidden.description')} />;
  return <>{children}</>;
}
