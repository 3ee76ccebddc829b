import { useCallback, useEffect, useRef } from 'react';
import { FORM_ERROR } from 'final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage, fieldErrors } from '@back-office/shared';
import { toClientFormData, useNotify, type ClientFormMode, type ClientFormValues } from '@back-office/shared/ui';
import { useClientUpload } from '../api/clients-api';

/** SPEC §9: after a client is created or updated the page moves on after 1.5 s. */
export const REDIRECT_DELAY_MS = 1500;

export interface SaveClientOptions {
  mode: Extract<ClientFormMode, 'create' | 'edit'>;
  /** API path: /clients/store or /clients/update/{id}. */
  path: string;
  clientId?: number;
  successKey: string;
  failureKey: string;
}

/**
 * The client form's onSubmit for staff pages: upload with progress, errors back under the
 * fields, or a success toast and, 1.5 s later, the page one level up (list or details).
 */
export function useSaveClient({ mode, path, clientId, successKey, failureKey }: SaveClientOptions) {
  const { t } = useTranslation('clients');
  const notify = useNotify();
  const navigate = useNavigate();
  const { upload, progress } = useClientUpload();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = useCallback(
    async (values: ClientFormValues) => {
      const tags = [{ type: 'Client' as const, id: 'LIST' }, ...(clientId ? [{ type: 'Client' as const, id: clientId }] : [])];
      const result = await upload(path, toClientFormData(values, mode), tags);
      if ('error' in result) return { ...fieldErrors(result.error), [FORM_ERROR]: errorMessage(result.error, t(failureKey)) };
      notify.success(result.data.message || t(successKey));
      // The form stays "submitting" until the page leaves, so it cannot be sent twice.
      await new Promise((resolve) => {
        timer.current = setTimeout(resolve, REDIRECT_DELAY_MS);
      });
      navigate('..', { relative: 'path' });
      return undefined;
    },
    [upload, path, mode, clientId, notify, navigate, t, successKey, failureKey],
  );

  return { onSubmit, progress };
}
