import { QUEUE_DEFAULT_PAGE_SIZE, type QueueItem, type QueuePage, type QueueQuery } from '@back-office/shared/contract';
import type { Language } from '@back-office/shared/rules';
import type { Queryable } from '../../db/database';
import { AppError } from '../../http/app-error';
import { queueRepository, type QueueRow } from '../../repositories/limit-requests/queue-repository';
import { holidayDays, slaOf, type SlaSettings } from './queue-sla';

export interface QueueViewer {
  id: number;
  role: string;
}

function toItem(row: QueueRow, settings: SlaSettings, now: Date, holidays: ReadonlySet<string>): QueueItem {
  const person = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
  return {
    id: row.id,
    code: row.code,
    client: { id: row.clientId, name: row.clientName },
    request_status: row.requestStatus,
    requested_limit: row.requestedLimit,
    merchant_name: row.merchantName,
    creator: person(row.creatorId, row.creatorName),
    assignee: person(row.assigneeId, row.assigneeName),
    created_at: row.createdAt.toISOString(),
    stage_entered_at: row.stageEnteredAt.toISOString(),
    sla: slaOf(row.requestStatus, row.stageEnteredAt, settings, now, holidays),
    version: row.version,
  };
}

/**
 * Issue 18: one page of the reviewer's queue with every tab's count. Risk and admin only (the route's
 * guard); by_reviewer is an admin's view. `now` is injectable so tests judge the SLA without waiting.
 */
export async function queuePage(
  db: Queryable,
  viewer: QueueViewer,
  query: QueueQuery,
  context: { language: Language; settings: SlaSettings; now?: Date },
): Promise<QueuePage> {
  const { view = 'assigned_to_me', reviewer_id: reviewerId, page = 1, items_per_page: perPage = QUEUE_DEFAULT_PAGE_SIZE } = query;
  const admin = viewer.role === 'admin';
  if (view === 'by_reviewer' && !admin) throw new AppError(403, 'forbidden');
  const filter = { view, me: viewer.id, reviewerId: view === 'by_reviewer' ? reviewerId : undefined };
  const queue = queueRepository(db);
  // PGlite has one connection: these queue on it; on PostgreSQL they run side by side.
  const [rows, total, counts, reviewers] = await Promise.all([
    queue.page(filter, context.language, perPage, (page - 1) * perPage),
    queue.total(filter),
    queue.counts(viewer.id),
    view === 'by_reviewer' ? queue.reviewers() : Promise.resolve(null),
  ]);
  const now = context.now ?? new Date();
  const holidays = holidayDays(context.settings);
  return {
    data: rows.map((row) => toItem(row, context.settings, now, holidays)),
    pagination: { page, items_per_page: perPage, total },
    counts: {
      assigned_to_me: counts.assignedToMe,
      unassigned: counts.unassigned,
      all_open: counts.allOpen,
      by_reviewer: admin ? counts.anyAssigned : null,
    },
    reviewers,
  };
}
