import type { ReactNode } from 'react';
import { ErrorBoundary } from '../ui/error-boundary/error-boundary';
import type { RetryableState } from './use-retryable-load';

export interface RetryableContentProps<T> {
  state: RetryableState<T>;
  /** Shown while loading. */
  loading: ReactNode;
  /** The translated notice with its Retry, for a load that failed or a module that threw while rendering. */
  unavailable: (onRetry: () => void) => ReactNode;
  children: (value: T) => ReactNode;
}

/** A loaded module rendered behind an error boundary whose Retry loads it again: a failure stays where it happened. */
export function RetryableContent<T>({ state, loading, unavailable, children }: RetryableContentProps<T>) {
  if (state.status === 'loading') return <>{loading}</>;
  if (state.status === 'failed') return <>{unavailable(state.retry)}</>;
  return (
    <ErrorBoundary
      fallback={(reset) =>
        unavailable(() => {
          reset();
          state.retry();
        })
      }
    >
      {children(state.value)}
    </ErrorBoundary>
  );
}
