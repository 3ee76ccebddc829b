import type { LockoutStore } from './lockout-store';

/**
 * Lock bookkeeping for e-mail addresses that have no account.
 *
 * Known accounts lock after N consecutive failures (users.failed_logins), and a
 * locked account answers 429 "too many attempts". If unknown addresses never
 * locked, N+1 failures would tell an attacker whether an address is registered.
 * So unknown addresses lock on the same schedule, here in memory (one process, no
 * REDIS_URL): bounded in size (oldest entries go first) because attackers choose the keys.
 */
export class UnknownAccountLockout implements LockoutStore {
  private readonly entries = new Map<string, { failures: number; lockedUntil: number }>();

  constructor(
    private readonly threshold: number,
    private readonly lockMs: number,
    private readonly capacity = 10_000,
  ) {}

  async isLocked(email: string, now = Date.now()): Promise<boolean> {
    return (this.entries.get(email)?.lockedUntil ?? 0) > now;
  }

  async lockedForMs(email: string, now = Date.now()): Promise<number> {
    return Math.max(0, (this.entries.get(email)?.lockedUntil ?? 0) - now);
  }

  async recordFailure(email: string, now = Date.now()): Promise<void> {
    const entry = this.entries.get(email) ?? { failures: 0, lockedUntil: 0 };
    this.entries.delete(email);
    entry.failures += 1;
    if (entry.failures >= this.threshold) {
      entry.failures = 0;
      entry.lockedUntil = now + this.lockMs;
    }
    this.entries.set(email, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}
