import { useEffect, useState } from 'react';

/**
 * The time (epoch milliseconds), renewed every `intervalMs` while it is a number (null: not
 * renewed), so "3 minutes ago" and a queue's ages keep counting on a page left open. Given an
 * interval again, it starts from the present rather than from when it stopped.
 */
export function useNow(intervalMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (intervalMs === null) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
