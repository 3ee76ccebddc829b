import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline that starts at `seconds` from the first render and
 * again on each `restart()`. Counted from the clock, not from ticks, so a tab the browser
 * throttled in the background still shows the right number when it wakes.
 */
export function useCountdown(seconds: number) {
  const [clock, setClock] = useState(() => {
    const now = Date.now();
    return { now, deadline: now + seconds * 1000 };
  });

  useEffect(() => {
    const timer = setInterval(() => {
      const now = Date.now();
      setClock((current) => ({ ...current, now }));
      if (now >= clock.deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [clock.deadline]);

  const restart = useCallback(() => {
    const now = Date.now();
    setClock({ now, deadline: now + seconds * 1000 });
  }, [seconds]);

  return { remaining: Math.max(0, Math.ceil((clock.deadline - clock.now) / 1000)), restart };
}
