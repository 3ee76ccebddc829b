import { useCallback } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '@back-office/shared';
import { useNotify } from '@back-office/shared/ui';
import { useCreateDocumentRequestMutation } from '../../../api/document-requests-api';
import { toDocumentRequestBody, type DocumentRequestValues } from './document-request-rules';

const FIELDS = ['document_type_id', 'reason_id', 'note'];

/**
 * Issue 19: sends the request; success closes the dialog with a toast (the list refreshes by its
 * tag), a refusal stays in the dialog, on its fields when the server names them, else above them.
 */
export function useAskDocument(clientId: number, onClose: () => void) {
  const { t } = useTranslation('clients');
  const notify = useNotify();
  const [createRequest] = useCreateDocumentRequestMutation();
  return useCallback(
    async (values: DocumentRequestValues): Promise<SubmissionErrors | undefined> => {
      const result = await createRequest({ clientId, body: toDocumentRequestBody(values) });
      if (!('error' in result)) {
        notify.success(result.data.message || t('details.documentRequests.sent'));
        onClose();
        return undefined;
      }
      const onFields = Object.fromEntries(Object.entries(fieldErrors(result.error)).filter(([field]) => FIELDS.includes(field)));
      if (Object.keys(onFields).length > 0) return onFields;
      return { [FORM_ERROR]: errorMessage(result.error, t('details.documentRequests.errors.send')) };
    },
    [createRequest, clientId, notify, t, onClose],
  );
}
