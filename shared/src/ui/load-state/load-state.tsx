import type { ReactNode } from 'react';
import { Spinner } from '@back-office/shared/fluent-core';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@back-office/shared';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorState } from '../error-state/error-state';

export interface QueryState<T> {
  data?: T | null;
  error?: FetchBaseQueryError | SerializedError;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface LoadNoticeProps<T> {
  result: QueryState<T>;
  /** Fallback when the server says nothing (SPEC §8). */
  errorText: string;
  emptyText: string;
  /** A 404 is an empty state with this text rather than an error to retry. */
  notFoundText?: string;
}

const isNotFound = (error: QueryState<unknown>['error']) => error !== undefined && 'status' in error && error.status === 404;

/** Why a query's data is not there: failed, loading or empty; nothing once it is. */
export function LoadNotice<T>({ result, errorText, emptyText, notFoundText }: LoadNoticeProps<T>) {
  const { t } = useTranslation('common');
  // While a retry runs the old error is still set; the spinner says something is happening.
  if (result.error && !result.isFetching) {
    if (notFoundText && isNotFound(result.error)) return <EmptyState title={notFoundText} />;
    return <ErrorState message={errorMessage(result.error, errorText)} onRetry={() => void result.refetch()} />;
  }
  if (result.data) return null;
  if (result.isFetching) return <Spinner label={t('loading')} />;
  return <EmptyState title={emptyText} />;
}

/** A query's loading, failed and empty states, then its data. */
export function LoadState<T>({ children, ...notice }: LoadNoticeProps<T> & { children: (data: T) => ReactNode }) {
  const { data } = notice.result;
  if (notice.result.error || !data) return <LoadNotice {...notice} />;
  return <>{children(data)}</>;
}
