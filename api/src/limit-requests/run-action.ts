import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from '../db/database';
import type { LimitRequestActionKey } from '../db/schema';
import { withUploads } from '../files/upload-batch';
import { AppError } from '../http/app-error';
import { languageOf } from '../i18n/translate';
import { clientLimitsRepository } from '../repositories/clients/client-limits-repository';
import { limitRequestActionsRepository } from '../repositories/limit-requests/limit-request-actions-repository';
import { limitRequestDocumentsRepository } from '../repositories/limit-requests/limit-request-documents-repository';
import { limitRequestLogsRepository } from '../repositories/limit-requests/limit-request-logs-repository';
import { limitRequestsRepository } from '../repositories/limit-requests/limit-requests-repository';
import { notify, requestRecord, type Notice } from '../notifications/notify';
import { actionChange, type ActionChange } from './action-change';
import { fourEyesConfigOf } from './four-eyes';
import { readActionInput } from './action-input';
import { actionChanges } from './log-changes';
import { judge } from './workflow';

type RequestFacts = { id: number; clientId: number; requestedLimit: string; approvedLimit: string | null };

const closedAmount = (request: RequestFacts) => request.approvedLimit ?? request.requestedLimit;

/**
 * The client follows its requests: approval, activation of the limit, or only rejections. Issue 16:
 * only a final approval moves it (an approval waiting for a second reviewer does not).
 */
async function followClient(tx: Transaction, change: ActionChange, action: LimitRequestActionKey, request: RequestFacts, actorId: number) {
  const clientLimits = clientLimitsRepository(tx, actorId);
  if (change.transition.requestStatus === 'approved' && (action === 'approve' || action === 'confirm_approval'))
    await clientLimits.approve(request.clientId);
  if (action === 'close') await clientLimits.activate(request.clientId, closedAmount(request));
  if (action === 'reject') {
    const decisions = await limitRequestsRepository(tx).clientDecisions(request.clientId);
    if (decisions.every((decision) => decision === 'rejected')) await clientLimits.reject(request.clientId);
  }
}

type Told = Pick<Notice, 'event' | 'recipients'>;

/**
 * Issue 18: who is told of an action (decision 0021). An approval waiting for the second reviewer
 * tells no one yet; `take` is the reviewer's own doing. The actor is dropped by notify().
 */
export function toldOf(
  action: LimitRequestActionKey,
  change: ActionChange,
  state: { createdBy: number | null; assignedTo: number | null },
): Told | undefined {
  const creator = [state.createdBy];
  switch (action) {
    case 'assign_user':
      return { event: 'request_assigned', recipients: [change.transition.assignedTo] };
    case 'approve':
      return change.transition.requestStatus === 'approved' ? { event: 'request_approved', recipients: creator } : undefined;
    case 'confirm_approval':
      return { event: 'request_approved', recipients: creator };
    case 'reject':
      return { event: 'request_rejected', recipients: creator };
    case 'return_to_agent':
      return { event: 'request_returned', recipients: creator };
    case 'resubmit':
      return { event: 'request_resubmitted', recipients: [change.transition.assignedTo ?? state.assignedTo] };
    case 'close':
      return { event: 'request_closed', recipients: creator };
    default:
      return undefined;
  }
}

/**
 * Runs one workflow action. The state is read without a lock and decides 404 / 422 / 403;
 * the write then names the version it read, so of two people acting at once exactly one
 * wins and the other gets 409 instead of acting on a state it never saw. A caller that says
 * which version it was looking at (If-Match) gets 409 as soon as that view is stale, however
 * the two requests happen to interleave.
 */
export function actionRunner(app: FastifyInstance) {
  const { db } = app;
  return async function runAction(request: FastifyRequest, id: number, actionId: number, seenVersion?: number) {
    const user = request.user!;
    const action = (await limitRequestActionsRepository(db).all(languageOf(request))).find((candidate) => candidate.id === actionId);
    const state = await limitRequestsRepository(db).workflowState(id);
    if (!state) throw new AppError(404, 'notFound');
    if (seenVersion !== undefined && seenVersion !== state.version) throw new AppError(409, 'limitRequestChanged');
    const verdict = action ? judge(action.core_function_key, state, user) : 'unavailable';
    if (!action || verdict === 'unavailable') throw new AppError(422, 'actionNotAvailable');
    if (verdict === 'forbidden') throw new AppError(403, 'forbidden');
    const key = action.core_function_key;

    return withUploads(app.files.storage, async (uploads) => {
      const input = await readActionInput(request, key, uploads);
      const change = await actionChange(db, key, input, { state, actor: user, fourEyes: fourEyesConfigOf(await app.settings.read()) });
      return db.transaction(async (tx) => {
        // Issue 16: a close that would overflow the client's balance is refused before anything is written
        // (no 500, and the request is not left stuck); the check holds the client's row lock until the activation.
        if (key === 'close' && !(await clientLimitsRepository(tx, user.id).balanceHolds(state.clientId, closedAmount(state))))
          throw new AppError(422, 'balanceOverflow');
        if (!(await limitRequestsRepository(tx).transition(id, state.version, change.transition)))
          throw new AppError(409, 'limitRequestChanged');
        const approvedLimit = change.transition.approvedLimit === undefined ? state.approvedLimit : change.transition.approvedLimit;
        await followClient(tx, change, key, { ...state, approvedLimit }, user.id);
        if (change.contract) await limitRequestDocumentsRepository(tx).attach(id, user.id, [{ kind: 'contract', ...change.contract }]);
        await limitRequestLogsRepository(tx).record({
          event: 'action',
          limitRequestId: id,
          actionId: action.id,
          actedBy: user.id,
          assignedTo: change.transition.assignedTo ?? null,
          // Issue 15: the log shows the status the action moved to, the approved amount and the note.
          changes: actionChanges(state, change.transition),
          comment: change.comment,
        });
        const told = toldOf(key, change, state);
        if (told) await notify(tx, { ...told, record: requestRecord(id), actorId: user.id });
        return { id, request_status: change.transition.requestStatus, decision_status: change.transition.decisionStatus };
      });
    });
  };
}
