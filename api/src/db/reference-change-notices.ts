import { NOTICE_CHANNELS } from './database';
import { listenForOtherProcesses, type ChannelHandlers, type NoticeSource } from './session-change-notices';

const CHANNEL = NOTICE_CHANNELS.referenceChanges;

export interface ReferenceChangeHandlers extends ChannelHandlers {
  /** The payload of migration 0018's triggers: the reference table a statement changed. */
  changed(table: string): void;
}

/**
 * Issue 17: a change to a reference list reaches every API process at once. This process hears its
 * own statements on its pooled connections; other processes' through a LISTEN connection of its
 * own on PostgreSQL (PGlite serves one process). The answer stops listening.
 */
export function listenForReferenceChanges(source: NoticeSource, handlers: ReferenceChangeHandlers): () => Promise<void> {
  const onPayload = (payload: string | undefined) => handlers.changed(payload ?? '');
  const unsubscribe = source.notices.on(CHANNEL, onPayload);
  if (source.databaseUrl) {
    const stop = listenForOtherProcesses(CHANNEL, source.databaseUrl, onPayload, handlers);
    return async () => {
      unsubscribe();
      await stop();
    };
  }
  handlers.heard();
  return async () => unsubscribe();
}
