import type { ReactNode } from 'react';
import { Spinner } from '@fluentui/react-components';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@back-office/shared';
import { EmptyState, ErrorState } from '@back-office/shared/ui';

export interface LoadStateProps<T> {
  result: { data?: T; error?: FetchBaseQueryError | SerializedError; isLoading: boolean; refetch: () => unknown };
  /** Fallback when the server says nothing (SPEC §8). */
  errorText: string;
  emptyText: string;
  children: (data: T) => ReactNode;
}

/** A query's loading, failed and empty states, then its data. */
export function LoadState<T>({ result, errorText, emptyText, children }: LoadStateProps<T>) {
  const { t } = useTranslation('common');
  if (result.error) return <ErrorState message={errorMessage(result.error, errorText)} onRetry={() => void result.refetch()} />;
  if (result.isLoading) return <Spinner label={t('loading')} />;
  if (!result.data) return <EmptyState title={emptyText} />;
  return <>{children(result.data)}</>;
}
