import type { readEnv } from './read-env';

export interface OverloadConfig {
  /** Event-loop lag (how late a 250 ms timer fires) above which requests are refused with 503 instead of queueing. */
  maxEventLoopDelayMs: number;
}

export function readOverloadConfig(read: ReturnType<typeof readEnv>): OverloadConfig {
  // A full second of lag means the process is stalled, not merely busy: tests and bursts never get there.
  return { maxEventLoopDelayMs: read.integer('MAX_EVENT_LOOP_DELAY_MS', 1000, 1, 60_000) };
}
