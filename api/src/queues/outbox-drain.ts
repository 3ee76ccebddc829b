/** What one pass of an outbox worker did with one row ('idle': nothing was due). */
export type OutboxOutcome = 'idle' | 'sent' | 'retry' | 'failed' | 'lost';

/**
 * Runs `runOnce` until nothing is due (or `max` rows), answering what each row came to. The mail
 * (issue 18) and text-message (issue 19) outboxes share it; each keeps its own claim and release.
 */
export async function drainOutbox(runOnce: () => Promise<OutboxOutcome>, max = 100): Promise<OutboxOutcome[]> {
  const outcomes: OutboxOutcome[] = [];
  while (outcomes.length < max) {
    const outcome = await runOnce();
    if (outcome === 'idle') break;
    outcomes.push(outcome);
  }
  return outcomes;
}

/**
 * One drain at a time in this process: a wake-up (a notice, the timer, a request that just queued a
 * row) during a drain runs one more after it, so nothing queued meanwhile waits for the next tick.
 * After `stop()` no new drain starts; `running()` is the one in progress, for a clean close.
 */
export function serialDrain(drain: () => Promise<unknown>, onError: (error: unknown) => void) {
  let stopped = false;
  let again = false;
  let current: Promise<void> | undefined;
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      do {
        again = false;
        await drain();
      } while (again && !stopped);
    })()
      .catch(onError)
      .finally(() => (current = undefined));
    return current;
  };
  return {
    run,
    stop: () => {
      stopped = true;
    },
    running: () => current,
  };
}
