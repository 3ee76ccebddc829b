import type { TakeNextResult } from '@back-office/shared/contract';
import type { Queryable } from '../../db/database';
import { AppError } from '../../http/app-error';
import { limitRequestActionsRepository } from '../../repositories/limit-requests/limit-request-actions-repository';
import { queueRepository } from '../../repositories/limit-requests/queue-repository';

/**
 * Issue 18, "take the next one": risk reviewers only (admins assign, they do not take, as the
 * workflow's `take`). The oldest unassigned request not created by the caller, or 404.
 */
export async function takeNext(db: Queryable, user: { id: number; role: string }): Promise<TakeNextResult> {
  if (user.role !== 'risk') throw new AppError(403, 'forbidden');
  const take = (await limitRequestActionsRepository(db).all('en')).find((action) => action.core_function_key === 'take');
  if (!take) throw new AppError(404, 'queueNothingWaiting');
  const taken = await queueRepository(db).takeNext(user.id, take.id);
  if (!taken) throw new AppError(404, 'queueNothingWaiting');
  return { id: Number(taken.id), code: taken.code };
}
