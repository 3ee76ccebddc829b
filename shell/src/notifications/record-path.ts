import type { NotificationRecord } from '@back-office/shared/contract';

/** Issue 18: the screen a notification opens — the request's or the client's details page. */
export function recordPath(record: NotificationRecord): string {
  return record.type === 'limit_request' ? `/limit-requests/${record.id}` : `/clients/${record.id}`;
}
