import { and, eq, gt, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { statusSessions } from '../../db/schema';

export interface StatusSessionFacts {
  applicationId: number;
  reference: string;
  clientId: number;
}

/** Issue 19: the applicants' status sessions, found by the SHA-256 of their token. */
export function statusSessionsRepository(db: Queryable) {
  return {
    async create(tokenHash: string, facts: StatusSessionFacts, expiresAt: Date, now: Date): Promise<void> {
      // Ended sessions are pruned as new ones start: the table holds only the last half hour's.
      await db.delete(statusSessions).where(lt(statusSessions.expiresAt, now));
      await db.insert(statusSessions).values({ tokenHash, ...facts, expiresAt });
    },

    async findLive(tokenHash: string, now: Date): Promise<StatusSessionFacts | undefined> {
      const [row] = await db
        .select({ applicationId: statusSessions.applicationId, reference: statusSessions.reference, clientId: statusSessions.clientId })
        .from(statusSessions)
        .where(and(eq(statusSessions.tokenHash, tokenHash), gt(statusSessions.expiresAt, now)));
      return row;
    },
  };
}
