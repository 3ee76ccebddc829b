import { lockDelayMs, type LockoutSettings, type LockoutStore } from './lockout-store';

/**
 * Lock bookkeeping for e-mail addresses that have no account (and for known devices' own
 * failures, issue 16), here in memory (one process, no REDIS_URL).
 *
 * Known accounts count failures in the database (users.failed_logins) and, from the threshold on,
 * wait a growing delay between attempts. If unknown addresses never locked, N+1 failures would
 * tell an attacker whether an address is registered, so they follow the same schedule. Bounded in
 * size (oldest entries go first) because attackers choose the keys.
 */
export class UnknownAccountLockout implements LockoutStore {
  private readonly entries = new Map<string, { failures: number; lockedUntil: number }>();
  private readonly settings: LockoutSettings;

  constructor(
    threshold: number,
    lockMs: number,
    private readonly capacity = 10_000,
    maxLockMs?: number,
  ) {
    this.settings = { threshold, lockMs, maxLockMs };
  }

  async isLocked(key: string, now = Date.now()): Promise<boolean> {
    return (this.entries.get(key)?.lockedUntil ?? 0) > now;
  }

  async lockedForMs(key: string, now = Date.now()): Promise<number> {
    return Math.max(0, (this.entries.get(key)?.lockedUntil ?? 0) - now);
  }

  async recordFailure(key: string, now = Date.now()): Promise<number> {
    const entry = this.entries.get(key) ?? { failures: 0, lockedUntil: 0 };
    this.entries.delete(key);
    entry.failures += 1;
    const delay = lockDelayMs(entry.failures, this.settings);
    if (delay > 0) entry.lockedUntil = now + delay;
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return entry.failures;
  }
}
