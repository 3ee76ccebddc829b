import { useCallback, useEffect, useRef } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage, fieldErrors } from '@back-office/shared';
import { useNotify } from '@back-office/shared/ui';
import { useCreateLimitRequestMutation, useUpdateLimitRequestMutation } from '../../api/limit-requests-api';
import type { LimitRequestFormValues } from './form-values';
import { toLimitRequestFormData } from './to-limit-request-form-data';

/** SPEC §9: after a save the page moves on after 1.5 s, as for clients. */
const REDIRECT_DELAY_MS = 1500;

const TEXTS = {
  create: { success: 'form.success.limitRequestCreated', failure: 'form.errors.errorCreatingLimitRequest' },
  edit: { success: 'form.success.limitRequestUpdated', failure: 'form.errors.errorUpdatingLimitRequest' },
};

/**
 * The form's onSubmit: create, or update request `id`. Errors come back as submission errors
 * for the fields; success shows a toast and, 1.5 s later, the request's details.
 */
export function useSaveLimitRequest(id?: number) {
  const { t } = useTranslation('limitRequests');
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreateLimitRequestMutation();
  const [update] = useUpdateLimitRequestMutation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    async (values: LimitRequestFormValues): Promise<SubmissionErrors | undefined> => {
      const texts = id === undefined ? TEXTS.create : TEXTS.edit;
      const body = toLimitRequestFormData(values);
      const result = id === undefined ? await create(body) : await update({ id, body });
      if (result.error) return { ...fieldErrors(result.error), [FORM_ERROR]: errorMessage(result.error, t(texts.failure)) };
      notify.success(result.data.message || t(texts.success));
      // The form stays "submitting" until the page leaves, so it cannot be sent twice.
      await new Promise((resolve) => {
        timer.current = setTimeout(resolve, REDIRECT_DELAY_MS);
      });
      // Every form route sits one route below the remote's root, beside the details route.
      navigate(`../${result.data.data.limit_request.id}`);
      return undefined;
    },
    [id, create, update, notify, navigate, t],
  );
}
