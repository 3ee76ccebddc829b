import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { loadClientLimitRequests, type ClientLimitRequestsProps } from './load-limit-requests';

type RemoteState = { status: 'loading' } | { status: 'ready'; Component: ComponentType<ClientLimitRequestsProps> } | { status: 'failed' };

/** The remote component, or why it is not there, with a way to try again. */
export function useLimitRequestsRemote() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadClientLimitRequests(attempt).then(
      (Component) => current && setState({ status: 'ready', Component }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}
