import { useEffect, useState } from 'react';

/**
 * The time, renewed every `intervalMs` while it is a number (null: not renewed). The panel's
 * "5 minutes ago" would otherwise stay what it was when the list arrived for as long as it is open.
 */
export function useNow(intervalMs: number | null): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (intervalMs === null) return undefined;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
