import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorMessage, keyInFlight, keyRefused, useIdempotencyKey } from '@back-office/shared';
import { useNotify } from '@back-office/shared/ui';
import type { AvailableAction, LimitRequestDetail } from '@back-office/shared/contract';
import { usePerformActionMutation, type PerformActionArgs } from '../../api/limit-requests-api';
import { actionSubmitErrors } from './action-errors';

/**
 * Runs one action on the version of the request on screen. Success and a conflict (someone
 * acted first; the mutation refetches the request either way) end the dialog with a toast;
 * any other refusal stays in the dialog as errors to fix or read.
 * Issue 20: the dialog's runs share one Idempotency-Key until one succeeds, so running it again after
 * a dropped connection acts once; a key the API refused for another body is replaced, and a 409
 * naming the key (the first run still going) is not taken for someone else's change.
 */
export function useRunAction(request: LimitRequestDetail, action: AvailableAction, onClose: () => void) {
  const { t } = useTranslation('limitRequests');
  const notify = useNotify();
  const [performAction] = usePerformActionMutation();
  const { take, done } = useIdempotencyKey();
  return useCallback(
    async (body: PerformActionArgs['body'], serverFields: Record<string, string> = {}): Promise<SubmissionErrors | undefined> => {
      const { error } = await performAction({
        id: request.id,
        actionId: action.id,
        version: request.version,
        body,
        idempotencyKey: take(),
      });
      if (!error || keyRefused(error)) done();
      if (!error) {
        notify.success(t('details.success.actionPerformedSuccessfully'));
        onClose();
        return undefined;
      }
      // Its own first run still going: the dialog stays, and running it again sends the same key.
      if (keyInFlight(error)) return { [FORM_ERROR]: errorMessage(error, t('details.errors.errorPerformingAction')) };
      if ('status' in error && error.status === 409) {
        notify.error(errorMessage(error, t('details.errors.limitRequestChanged')));
        onClose();
        return undefined;
      }
      return actionSubmitErrors(error, serverFields, errorMessage(error, t('details.errors.errorPerformingAction')));
    },
    [performAction, request.id, request.version, action.id, notify, t, onClose, take, done],
  );
}
