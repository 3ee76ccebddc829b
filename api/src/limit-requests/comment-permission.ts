import type { LimitRequestStatus } from '../db/schema';
import type { Actor, Verdict, WorkflowState } from './workflow';

type Permission = (state: WorkflowState, actor: Actor) => boolean;

/**
 * Issue 15: who may comment on a request, by status. While new, those who prepare it (its
 * creator, agents, admins: the people the edit form's comments were for); while under review,
 * the risk reviewers and admins, without editing anything. Later statuses take no comments.
 */
const COMMENTERS: Partial<Record<LimitRequestStatus, Permission>> = {
  new: (state, actor) => state.createdBy === actor.id || actor.role === 'agent' || actor.role === 'admin',
  under_review: (_state, actor) => actor.role === 'risk' || actor.role === 'admin',
  // Issue 16: the second reviewer and the first may discuss an approval waiting for confirmation.
  awaiting_confirmation: (_state, actor) => actor.role === 'risk' || actor.role === 'admin',
  // Issue 18: a returned request is its creator's to answer, and its reviewer's to explain.
  returned_to_agent: (state, actor) => state.createdBy === actor.id || state.assignedTo === actor.id || actor.role === 'admin',
};

/**
 * The one rule behind POST /limit-requests/{id}/comments and the details' can_comment:
 * 'unavailable' (422) when the request takes no comments now, 'forbidden' (403) when others may.
 */
export function commentVerdict(state: WorkflowState, actor: Actor): Verdict {
  const permission = COMMENTERS[state.requestStatus];
  if (!permission) return 'unavailable';
  return permission(state, actor) ? 'allowed' : 'forbidden';
}

export const canComment = (state: WorkflowState, actor: Actor) => commentVerdict(state, actor) === 'allowed';
