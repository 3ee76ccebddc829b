import type { AccountSession } from '@back-office/shared/contract';
import type { ActiveSession } from '../repositories/auth/sessions-repository';
import { parseUserAgent } from './user-agent';

/** A stored session as the account page lists it; `current` marks the one the request came with. */
export function toAccountSession(session: ActiveSession, currentSessionId: number): AccountSession {
  return {
    id: session.id,
    ...parseUserAgent(session.userAgent),
    ip: session.ip,
    started_at: session.createdAt.toISOString(),
    last_seen_at: session.lastSeenAt.toISOString(),
    current: session.id === currentSessionId,
  };
}
