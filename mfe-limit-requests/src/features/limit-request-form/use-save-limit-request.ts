import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveThenLeave, type SaveOutcome } from '@back-office/shared/ui';
import { useCreateLimitRequestMutation, useUpdateLimitRequestMutation } from '../../api/limit-requests-api';
import type { LimitRequestFormValues } from './form-values';
import { toLimitRequestFormData } from './to-limit-request-form-data';

const TEXTS = {
  create: { success: 'form.success.limitRequestCreated', failure: 'form.errors.errorCreatingLimitRequest' },
  edit: { success: 'form.success.limitRequestUpdated', failure: 'form.errors.errorUpdatingLimitRequest' },
};

/**
 * The form's onSubmit: create, or update request `id`. Errors come back as submission errors
 * for the fields; success shows a toast and, 1.5 s later (SPEC §9), the request's details.
 */
export function useSaveLimitRequest(id?: number) {
  const { t } = useTranslation('limitRequests');
  const [create] = useCreateLimitRequestMutation();
  const [update] = useUpdateLimitRequestMutation();
  const texts = id === undefined ? TEXTS.create : TEXTS.edit;
  const save = useCallback(
    async (values: LimitRequestFormValues): Promise<SaveOutcome> => {
      const body = toLimitRequestFormData(values);
      const result = id === undefined ? await create(body) : await update({ id, body });
      if (result.error) return { error: result.error };
      // Every form route sits one route below the remote's root, beside the details route.
      return { message: result.data.message, leaveTo: `../${result.data.data.limit_request.id}` };
    },
    [id, create, update],
  );
  return useSaveThenLeave(save, { success: t(texts.success), failure: t(texts.failure) });
}
