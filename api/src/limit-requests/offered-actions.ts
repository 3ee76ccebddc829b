import type { ActionOption } from '../repositories/limit-requests/limit-request-actions-repository';
import { availableActions, type Actor, type WorkflowState } from './workflow';

/** The workflow actions this user may run on the request now, in the table's order. */
export function offeredActions(state: WorkflowState, user: Actor, actions: ActionOption[]): ActionOption[] {
  const offered = new Set(availableActions(state, user));
  return actions.filter((action) => offered.has(action.core_function_key));
}
