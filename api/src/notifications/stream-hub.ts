import type { NotificationStreamEvent } from '@back-office/shared/contract';
import type { Language } from '@back-office/shared/rules';
import type { Queryable } from '../db/database';
import { notificationsRepository } from '../repositories/notifications/notifications-repository';
import { toNotification } from './notification-text';

const RECENT_IDS = 50;

/** One open Server-Sent Events stream of one person, in the language they asked in. */
export interface NotificationStream {
  userId: number;
  language: Language;
  send(event: 'notification' | 'read', data: NotificationStreamEvent | { unread_count: number }): void;
  end(): void;
}

/**
 * Issue 18: this process's open streams by person. A notice on the `notifications` channel
 * (`<user>:<notification id>` or `<user>:read`, from any process: decision 0021) reaches only the
 * streams of that person; a person with no stream here costs a map lookup.
 */
export class NotificationStreamHub {
  private readonly streams = new Map<number, Set<NotificationStream>>();
  /**
   * Notification ids pushed lately, per person: on PostgreSQL this process hears its own notices twice
   * (on the pooled connection that ran the statement and on its LISTEN connection), once on PGlite.
   */
  private readonly pushed = new Map<number, number[]>();

  constructor(
    private readonly db: Queryable,
    private readonly onError: (error: unknown) => void,
  ) {}

  add(stream: NotificationStream): () => void {
    let mine = this.streams.get(stream.userId);
    if (!mine) this.streams.set(stream.userId, (mine = new Set()));
    mine.add(stream);
    return () => {
      mine.delete(stream);
      if (mine.size === 0 && this.streams.get(stream.userId) === mine) {
        this.streams.delete(stream.userId);
        this.pushed.delete(stream.userId);
      }
    };
  }

  get size(): number {
    let total = 0;
    for (const mine of this.streams.values()) total += mine.size;
    return total;
  }

  /** A notice's payload; malformed ones are ignored (the channel is ours, but a payload is text). */
  heard(payload: string): void {
    const [user, what] = payload.split(':');
    const userId = Number(user);
    const mine = Number.isSafeInteger(userId) ? this.streams.get(userId) : undefined;
    if (!mine || what === undefined) return;
    if (what !== 'read' && this.seen(userId, Number(what))) return;
    void this.deliver(userId, what, [...mine]).catch(this.onError);
  }

  private seen(userId: number, id: number): boolean {
    const recent = this.pushed.get(userId) ?? [];
    if (recent.includes(id)) return true;
    this.pushed.set(userId, [...recent.slice(-(RECENT_IDS - 1)), id]);
    return false;
  }

  private async deliver(userId: number, what: string, streams: NotificationStream[]): Promise<void> {
    const repository = notificationsRepository(this.db);
    const unread_count = await repository.unreadCount(userId);
    if (what === 'read') {
      for (const stream of streams) stream.send('read', { unread_count });
      return;
    }
    const id = Number(what);
    const row = Number.isSafeInteger(id) ? await repository.find(userId, id) : undefined;
    if (!row) return;
    for (const stream of streams) stream.send('notification', { notification: toNotification(stream.language, row), unread_count });
  }

  /** Every person's streams whose session may have ended are checked by their own heartbeat; on close all end. */
  endAll(): void {
    for (const mine of this.streams.values()) for (const stream of [...mine]) stream.end();
    this.streams.clear();
    this.pushed.clear();
  }
}
