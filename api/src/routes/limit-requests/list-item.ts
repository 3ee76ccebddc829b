import type { LimitRequestListItem } from '@back-office/shared/contract';
import type { ActionOption } from '../../repositories/limit-request-actions-repository';
import type { LimitRequestListRow } from '../../repositories/limit-request-list-item';
import type { SessionUser } from '../../repositories/sessions-repository';
import { offeredActions } from './offered-actions';

/** One row of the list, with the actions the current user may run on it. */
export function toListItem(row: LimitRequestListRow, user: SessionUser, actions: ActionOption[]): LimitRequestListItem {
  const { created_by: createdBy, assigned_to: assignedTo, ...item } = row;
  return { ...item, available_actions: offeredActions({ requestStatus: row.request_status, createdBy, assignedTo }, user, actions) };
}
