import type { LimitRequestComment } from '@back-office/shared/contract';
import { commentRules } from '@back-office/shared/rules';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import type { SessionUser } from '../repositories/auth/sessions-repository';
import { limitRequestCommentsRepository } from '../repositories/limit-requests/limit-request-comments-repository';
import { limitRequestsRepository } from '../repositories/limit-requests/limit-requests-repository';
import { notify, requestRecord } from '../notifications/notify';
import { commentVerdict } from './comment-permission';

/**
 * POST /limit-requests/{id}/comments (issue 15): 404 unknown, 422 when the request takes no
 * comments in its status, 403 when others may comment, 422 on a blank or overlong comment.
 * The comment is then one insert with its notifications; it is fixed once written, as edit comments are (SPEC §2).
 */
export async function addComment(db: Database, id: number, user: SessionUser, sent: string): Promise<LimitRequestComment> {
  // PostgreSQL text cannot hold U+0000 (http/querystring.ts drops it from queries alike).
  const raw = sent.replaceAll('\u0000', '');
  const state = await limitRequestsRepository(db).workflowState(id);
  if (!state) throw new AppError(404, 'notFound');
  const verdict = commentVerdict(state, user);
  if (verdict === 'unavailable') throw new AppError(422, 'limitRequestCommentsClosed');
  if (verdict === 'forbidden') throw new AppError(403, 'forbidden');
  const errors = commentRules({ comment: raw }, { required: true });
  if (Object.keys(errors).length > 0) throw new AppError(422, 'validationFailed', errors);
  const comment = raw.trim();
  // Issue 18: the creator and the assignee are told (not the author), in the comment's transaction.
  const stored = await db.transaction(async (tx) => {
    const added = await limitRequestCommentsRepository(tx).addOne(id, user.id, comment);
    await notify(tx, {
      event: 'request_commented',
      recipients: [state.createdBy, state.assignedTo],
      record: requestRecord(id),
      actorId: user.id,
    });
    return added;
  });
  return { id: stored.id, comment, creator: user.name, created_from: stored.createdAt.toISOString() };
}
