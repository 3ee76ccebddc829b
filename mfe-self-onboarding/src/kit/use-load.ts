import { useCallback, useEffect, useState } from 'react';
import type { Reply } from './http';

export interface Loaded<T> {
  data?: T;
  failed: boolean;
  loading: boolean;
  reload: () => void;
}

/**
 * One GET as component state: no cache library (issue 19's light form). A failure is shown with a
 * Retry button rather than retried behind the applicant's back. `load` undefined: nothing to ask.
 */
export function useLoad<T>(load: (() => Promise<Reply<T>>) | undefined): Loaded<T> {
  const [state, setState] = useState<{ data?: T; failed: boolean; loading: boolean }>({ failed: false, loading: !!load });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!load) return setState({ failed: false, loading: false });
    let current = true;
    setState((previous) => ({ data: previous.data, failed: false, loading: true }));
    void load().then((reply) => {
      if (!current) return;
      const ok = reply.status >= 200 && reply.status < 300;
      setState({ data: ok ? reply.body : undefined, failed: !ok, loading: false });
    });
    return () => {
      current = false;
    };
  }, [load, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, reload };
}
