import { Client, type Notification } from 'pg';
import { NOTICE_CHANNELS } from './database';
import type { PoolNotices } from './pool-notices';

const CHANNEL = NOTICE_CHANNELS.sessionChanges;
const RECONNECT_DELAYS_MS = [250, 1000, 5000];

export interface SessionChangeHandlers {
  /** Migration 0009's triggers name the user whose session may have stopped being usable. */
  changed(userId: number): void;
  /** Every notice is heard from now on. */
  heard(): void;
  /** Notices may be missed from now on. */
  lost(): void;
  failed(error: Error): void;
}

export interface NoticeSource {
  /** Postgres server to listen on for other processes' changes; absent for the embedded PGlite, which serves one process. */
  databaseUrl?: string;
  /** This process's own connections, which hear their own statements' notices. */
  notices: PoolNotices;
}

const payloadHandler = (handlers: SessionChangeHandlers) => (payload: string | undefined) => {
  const userId = Number(payload);
  if (Number.isSafeInteger(userId)) handlers.changed(userId);
};

/** What a LISTEN connection reports: each payload, and whether notices can be missed right now. */
export interface ChannelHandlers {
  heard(): void;
  lost(): void;
  failed(error: Error): void;
}

/**
 * A connection of its own hears other processes' changes on `channel`; while it is down, notices
 * count as lost. Issue 17's reference changes listen the same way (reference-change-notices.ts).
 */
export function listenForOtherProcesses(
  channel: string,
  databaseUrl: string,
  onPayload: (payload: string | undefined) => void,
  handlers: ChannelHandlers,
): () => Promise<void> {
  const onNotice = (notice: Notification) => notice.channel === channel && onPayload(notice.payload);
  let current: Client | undefined;
  let attempts = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const drop = (client: Client, error?: Error) => {
    if (client !== current) return;
    current = undefined;
    handlers.lost();
    if (error) handlers.failed(error);
    void client.end().catch(() => undefined);
    if (!stopped) timer = setTimeout(connect, RECONNECT_DELAYS_MS[Math.min(attempts++, RECONNECT_DELAYS_MS.length - 1)]);
  };

  async function connect(): Promise<void> {
    const client = new Client({ connectionString: databaseUrl, keepAlive: true });
    current = client;
    client.on('notification', onNotice);
    client.on('error', (error) => drop(client, error));
    client.on('end', () => drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (client !== current) return;
      attempts = 0;
      handlers.heard();
    } catch (error) {
      drop(client, error as Error);
    }
  }

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}

/** Starts hearing session changes; the answer stops it. */
export function listenForSessionChanges(source: NoticeSource, handlers: SessionChangeHandlers): () => Promise<void> {
  const unsubscribe = source.notices.on(CHANNEL, payloadHandler(handlers));
  if (source.databaseUrl) {
    const stop = listenForOtherProcesses(CHANNEL, source.databaseUrl, payloadHandler(handlers), handlers);
    return async () => {
      unsubscribe();
      await stop();
    };
  }
  // PGlite serves this process alone, and every pooled connection listens before it is handed
  // out (pool-notices.ts), so nothing can be missed.
  handlers.heard();
  return async () => unsubscribe();
}
