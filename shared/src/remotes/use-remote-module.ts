import { useCallback } from 'react';
import { useRemoteLoader } from './remote-loader-context';
import { useRetryableLoad, type RetryableState } from './use-retryable-load';

export type { RemoteModuleState } from './use-retryable-load';

/** The default export of `<remote>/<module>`, or why it could not be had, with a way to try again. */
export function useRemoteModule<T>(remote: string, module: string): RetryableState<T> {
  const loader = useRemoteLoader();
  const load = useCallback((attempt: number) => loader({ remote, module, attempt }) as Promise<T>, [loader, remote, module]);
  return useRetryableLoad(load);
}
