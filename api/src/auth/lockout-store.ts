/** Failure counting for e-mail addresses that have no account, and for known devices (issue 16). */
export interface LockoutStore {
  isLocked(key: string): Promise<boolean>;
  /** How long the key stays locked, 0 when it is not: the lock-out message says for how long (issue 15). */
  lockedForMs(key: string): Promise<number>;
  /** Counts a failure and answers how many there have been in a row, this one included. */
  recordFailure(key: string): Promise<number>;
}

export interface LockoutSettings {
  threshold: number;
  lockMs: number;
  /** The growing delay stops growing here; absent, it does not grow. */
  maxLockMs?: number;
}

/**
 * Issue 16: from the threshold on, every further failure doubles the wait before the next
 * attempt is even looked at (lockMs, 2×, 4×… up to maxLockMs). Spreading guesses over many
 * addresses does not help: the count is per account, in the database or in Redis.
 */
export function lockDelayMs(failures: number, settings: LockoutSettings): number {
  if (failures < settings.threshold) return 0;
  const max = settings.maxLockMs ?? settings.lockMs;
  return Math.min(settings.lockMs * 2 ** Math.min(failures - settings.threshold, 30), max);
}
