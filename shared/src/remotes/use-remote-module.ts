import { useCallback, useEffect, useState } from 'react';
import { useRemoteLoader } from './remote-loader-context';

export type RemoteModuleState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: Error };

/**
 * The default export of `<remote>/<module>`, or why it could not be had, with a way to try
 * again. A load that ends after the component moved on (another remote, unmounted) is ignored.
 */
export function useRemoteModule<T>(remote: string, module: string): RemoteModuleState<T> & { retry: () => void } {
  const load = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteModuleState<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load({ remote, module, attempt }).then(
      (value) => current && setState({ status: 'ready', value: value as T }),
      (error: unknown) => current && setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [load, remote, module, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
