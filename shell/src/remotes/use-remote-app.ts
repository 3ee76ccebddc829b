import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { loadRemoteApp } from './load-remote-app';

type RemoteState = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed'; error: Error };

/** The remote's App component, or why it could not be had, with a way to try again. */
export function useRemoteApp(remote: string): RemoteState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRemoteApp(remote, attempt).then(
      (App) => current && setState({ status: 'ready', App }),
      (error: unknown) => current && setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
