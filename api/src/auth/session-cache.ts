import type { UsableSession } from '../repositories/auth/sessions-repository';

/** Long enough to spare nearly every request its session query, short enough to bound anything unforeseen. */
export const SESSION_CACHE_MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 100_000;

interface Entry {
  session: UsableSession;
  cachedAt: number;
}

/**
 * Usable sessions this process has read, by token hash. It only ever answers while the
 * database's change notices are heard (see session-change-notices.ts): a notice about a
 * user forgets that user's sessions, and losing the notices forgets everything. A read
 * that was under way when a notice arrived is not remembered, since it may predate it.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private listening = false;
  /** Bumped by every notice, so a read can tell whether one arrived while it ran. */
  generation = 0;

  usable(tokenHash: string, idleMs: number, now = Date.now()): UsableSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const { session } = entry;
    // Near a deadline the database decides, because another process may have used the session since.
    const fresh =
      now - entry.cachedAt < SESSION_CACHE_MAX_AGE_MS && session.expiresAt.getTime() > now && session.lastSeenAt.getTime() > now - idleMs;
    if (fresh) return session;
    this.entries.delete(tokenHash);
    return undefined;
  }

  remember(tokenHash: string, session: UsableSession, readSinceGeneration: number, now = Date.now()): void {
    if (!this.listening || readSinceGeneration !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { session, cachedAt: now });
  }

  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: number): void {
    this.generation += 1;
    for (const [tokenHash, entry] of this.entries) if (entry.session.user.id === userId) this.entries.delete(tokenHash);
  }

  /** Notices are heard again: whatever happened while they were not is unknown, so start empty. */
  startListening(): void {
    this.stopListening();
    this.listening = true;
  }

  stopListening(): void {
    this.listening = false;
    this.generation += 1;
    this.entries.clear();
  }
}
