import { type Client, type Notification } from 'pg';
import { clientWithSetup } from './client-with-setup';

type NoticeHandler = (payload: string) => void;

/**
 * Notices of the database's triggers, heard on every pooled connection from the moment it
 * connects, so the notices a statement causes reach this process before the statement
 * returns (PostgreSQL and PGlite hand a session its own notices first), whichever
 * connection ran it.
 */
export class PoolNotices {
  private readonly handlers = new Map<string, Set<NoticeHandler>>();

  constructor(private readonly channels: readonly string[]) {}

  /** `Base` made to listen on the channels before the pool hands a connection out. */
  listeningClient(Base: typeof Client): typeof Client {
    const dispatch = (notice: Notification) => {
      for (const handler of this.handlers.get(notice.channel) ?? []) handler(notice.payload ?? '');
    };
    return clientWithSetup(Base, async (client) => {
      client.on('notification', dispatch);
      for (const channel of this.channels) await client.query(`LISTEN ${channel}`);
    });
  }

  on(channel: string, handler: NoticeHandler): () => void {
    let handlers = this.handlers.get(channel);
    if (!handlers) this.handlers.set(channel, (handlers = new Set()));
    handlers.add(handler);
    return () => handlers.delete(handler);
  }
}
