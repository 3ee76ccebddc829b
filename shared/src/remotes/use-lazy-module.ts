import { useCallback, useEffect, useState } from 'react';
import type { RemoteModuleState } from './use-remote-module';

/**
 * What a lazily loaded chunk exports, or why it could not be had, with a way to try again.
 * Unlike React.lazy, a rejected import is not remembered: Retry calls `load` anew, and the
 * bundler's chunk loader requests the chunk again (issue 15, defect 5: a dropped connection
 * must not take the page down). `load` must be stable (defined at module level).
 */
export function useLazyModule<T>(load: () => Promise<T>): RemoteModuleState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteModuleState<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
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
