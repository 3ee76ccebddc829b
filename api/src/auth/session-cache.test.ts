import type { UsableSession } from '../repositories/auth/sessions-repository';
import { SESSION_CACHE_MAX_AGE_MS, SessionCache } from './session-cache';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const IDLE_MS = 30 * 60_000;

const session = (userId: number, overrides: Partial<UsableSession> = {}): UsableSession => ({
  sessionId: userId * 10,
  lastSeenAt: new Date(NOW - 1000),
  expiresAt: new Date(NOW + 3_600_000),
  user: { id: userId, name: `User ${userId}`, email: `u${userId}@demo.test`, role: 'agent' },
  twoFactorEnabled: false,
  ...overrides,
});

function listeningCache(): SessionCache {
  const cache = new SessionCache();
  cache.startListening();
  return cache;
}

describe('SessionCache', () => {
  it('answers a remembered session while notices are heard', () => {
    const cache = listeningCache();
    cache.remember('a', session(1), cache.generation, NOW);
    expect(cache.usable('a', IDLE_MS, NOW)).toEqual(session(1));
    expect(cache.usable('b', IDLE_MS, NOW)).toBeUndefined();
  });

  it('remembers nothing before notices are heard, and forgets everything when they are lost', () => {
    const cache = new SessionCache();
    cache.remember('a', session(1), cache.generation, NOW);
    expect(cache.usable('a', IDLE_MS, NOW)).toBeUndefined();
    cache.startListening();
    cache.remember('a', session(1), cache.generation, NOW);
    cache.stopListening();
    cache.startListening();
    expect(cache.usable('a', IDLE_MS, NOW)).toBeUndefined();
  });

  it('does not remember a read that a notice overtook', () => {
    const cache = listeningCache();
    const generation = cache.generation;
    cache.forgetUser(99);
    cache.remember('a', session(1), generation, NOW);
    expect(cache.usable('a', IDLE_MS, NOW)).toBeUndefined();
  });

  it('forgets every session of the user a notice names, and only theirs', () => {
    const cache = listeningCache();
    cache.remember('a', session(1), cache.generation, NOW);
    cache.remember('b', session(1, { sessionId: 11 }), cache.generation, NOW);
    cache.remember('c', session(2), cache.generation, NOW);
    cache.forgetUser(1);
    expect([cache.usable('a', IDLE_MS, NOW), cache.usable('b', IDLE_MS, NOW)]).toEqual([undefined, undefined]);
    expect(cache.usable('c', IDLE_MS, NOW)).toEqual(session(2));
  });

  it('leaves deadlines and old entries to the database', () => {
    const cache = listeningCache();
    cache.remember('expired', session(1, { expiresAt: new Date(NOW) }), cache.generation, NOW - 1);
    cache.remember('idle', session(2, { lastSeenAt: new Date(NOW - IDLE_MS) }), cache.generation, NOW - 1);
    cache.remember('old', session(3), cache.generation, NOW - SESSION_CACHE_MAX_AGE_MS);
    expect(['expired', 'idle', 'old'].map((hash) => cache.usable(hash, IDLE_MS, NOW))).toEqual([undefined, undefined, undefined]);
  });
});
