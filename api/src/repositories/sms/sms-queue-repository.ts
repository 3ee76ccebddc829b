import type { SmsPurpose } from '@back-office/shared/contract/enums';
import type { Queryable } from '../../db/database';
import { smsQueue } from '../../db/schema';

export interface QueuedSms {
  purpose: SmsPurpose;
  /** As the client form stores it: 01XXXXXXXXX. */
  mobile: string;
  text: string;
}

/** Issue 19: text messages are queued in the caller's transaction, so a change rolled back sends nothing. */
export function smsQueueRepository(db: Queryable) {
  return {
    async enqueue(message: QueuedSms): Promise<number> {
      const [row] = await db.insert(smsQueue).values(message).returning({ id: smsQueue.id });
      return row!.id;
    },
  };
}
