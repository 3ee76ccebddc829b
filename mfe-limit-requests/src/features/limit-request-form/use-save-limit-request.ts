import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKey, keyRefused } from '@back-office/shared';
import { useSaveThenLeave, type SaveOutcome } from '@back-office/shared/ui';
import { useCreateLimitRequestMutation, useUpdateLimitRequestMutation } from '../../api/limit-requests-api';
import type { LimitRequestFormValues } from './form-values';
import { toLimitRequestFormData } from './to-limit-request-form-data';

const TEXTS = {
  create: { success: 'form.success.limitRequestCreated', failure: 'form.errors.errorCreatingLimitRequest' },
  edit: { success: 'form.success.limitRequestUpdated', failure: 'form.errors.errorUpdatingLimitRequest' },
};

/** Edit: the request and the version of it shown, sent as If-Match (issue 16). */
export interface EditedRequest {
  id: number;
  version: number;
}

/**
 * The form's onSubmit: create, or update the `edited` request. Errors come back as submission
 * errors for the fields; success shows a toast and, 1.5 s later (SPEC §9), the request's details.
 * `stale` says the last save was refused because someone else changed the request meanwhile (409).
 */
export function useSaveLimitRequest(edited?: EditedRequest) {
  const { t } = useTranslation('limitRequests');
  const [create] = useCreateLimitRequestMutation();
  const [update] = useUpdateLimitRequestMutation();
  const [stale, setStale] = useState(false);
  // Issue 20: a create keeps one Idempotency-Key through its retries (a dropped connection, a 422 to
  // fix, a 5xx) so the API makes one request; after a success the next create gets a new key.
  const { take, done } = useIdempotencyKey();
  const texts = edited === undefined ? TEXTS.create : TEXTS.edit;
  const save = useCallback(
    async (values: LimitRequestFormValues): Promise<SaveOutcome> => {
      const body = toLimitRequestFormData(values);
      const result = edited === undefined ? await create({ body, idempotencyKey: take() }) : await update({ ...edited, body });
      setStale(Boolean(result.error && 'status' in result.error && result.error.status === 409));
      if (result.error) {
        if (keyRefused(result.error)) done();
        return { error: result.error };
      }
      done();
      // Every form route sits one route below the remote's root, beside the details route.
      return { message: result.data.message, leaveTo: `../${result.data.data.limit_request.id}` };
    },
    [edited, create, update, take, done],
  );
  const onSubmit = useSaveThenLeave(save, { success: t(texts.success), failure: t(texts.failure) });
  return { onSubmit, stale, setStale };
}
