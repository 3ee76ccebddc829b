import { useCallback, useEffect, useState } from 'react';

export type RemoteModuleState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: Error };
export type RetryableState<T> = RemoteModuleState<T> & { retry: () => void };

/**
 * What `load` gives, or why it could not, with a way to try again: Retry calls `load` anew with
 * the next attempt number (a rejected chunk or remote is never remembered). A load that ends
 * after the component moved on (another module, unmounted) is ignored. `load` must be stable.
 */
export function useRetryableLoad<T>(load: (attempt: number) => Promise<T>): RetryableState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteModuleState<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load(attempt).then(
      (value) => current && setState({ status: 'ready', value }),
      (error: unknown) => current && setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
