import type { Notification, Pool } from 'pg';

type NoticeHandler = (payload: string) => void;

/**
 * Makes every connection of `pool` listen on `channels` from the moment it connects, so the
 * notices a statement causes reach this process before the statement returns (PostgreSQL
 * and PGlite hand a session its own notices first), whichever connection ran it.
 */
export class PoolNotices {
  private readonly handlers = new Map<string, Set<NoticeHandler>>();

  constructor(pool: Pool, channels: readonly string[], onListenError: (error: Error) => void) {
    const dispatch = (notice: Notification) => {
      for (const handler of this.handlers.get(notice.channel) ?? []) handler(notice.payload ?? '');
    };
    pool.on('connect', (client) => {
      client.on('notification', dispatch);
      for (const channel of channels) client.query(`LISTEN ${channel}`).catch(onListenError);
    });
  }

  on(channel: string, handler: NoticeHandler): () => void {
    let handlers = this.handlers.get(channel);
    if (!handlers) this.handlers.set(channel, (handlers = new Set()));
    handlers.add(handler);
    return () => handlers.delete(handler);
  }
}
