import type { LimitRequestListItem } from '@back-office/shared/contract';
import type { SessionUser } from '../repositories/auth/sessions-repository';
import type { ActionOption } from '../repositories/limit-requests/limit-request-actions-repository';
import type { LimitRequestListRow } from '../repositories/limit-requests/limit-request-list-item';
import { offeredActions } from './offered-actions';

/** One row of the list, with the actions the current user may run on it. */
export function toListItem(row: LimitRequestListRow, user: SessionUser, actions: ActionOption[]): LimitRequestListItem {
  const { created_by: createdBy, assigned_to: assignedTo, approved_by: approvedBy, confirmed_by: confirmedBy, ...item } = row;
  const state = { requestStatus: row.request_status, createdBy, assignedTo, approvedBy, confirmedBy };
  return { ...item, available_actions: offeredActions(state, user, actions) };
}
