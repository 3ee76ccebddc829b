import { NOTICE_CHANNELS } from './database';
import { listenForNotices, type NoticeHandlers, type NoticeSource } from './session-change-notices';

/** The payload of the reference tables' triggers: the table a statement changed. */
export type ReferenceChangeHandlers = NoticeHandlers<string>;

/**
 * Issue 17: a change to a reference list reaches every API process at once. This process hears its
 * own statements on its pooled connections; other processes' through a LISTEN connection of its
 * own on PostgreSQL (PGlite serves one process). The answer stops listening.
 */
export function listenForReferenceChanges(source: NoticeSource, handlers: ReferenceChangeHandlers): () => Promise<void> {
  return listenForNotices(NOTICE_CHANNELS.referenceChanges, source, handlers);
}
