import { Text } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { ActionFormDialog } from './action-form-dialog';
import type { ActionDialogProps } from './action-dialog-props';

/**
 * Take, cancel, close and any action the portal has no form for: asked once, then run as is.
 * Issue 15 defect 9: cancel names what it cancels ("Cancel request", never a bare "Cancel" beside
 * "Not now") and is drawn as destructive. Issue 16: take says the request will be assigned to you.
 */
export function ConfirmActionDialog({ data, action, onClose }: ActionDialogProps) {
  const { t } = useTranslation('limitRequests');
  const request = data.limit_request;
  switch (action.core_function_key) {
    case 'cancel':
      return (
        <ActionFormDialog request={request} action={action} onClose={onClose} title={t('details.actions.cancelRequest')} destructive>
          <Text>{t('details.actions.cancelBody', { code: request.code })}</Text>
        </ActionFormDialog>
      );
    case 'take':
      return (
        <ActionFormDialog request={request} action={action} onClose={onClose}>
          <Text>{t('details.actions.takeBody', { code: request.code })}</Text>
        </ActionFormDialog>
      );
    default:
      return (
        <ActionFormDialog request={request} action={action} onClose={onClose}>
          <Text>{t('details.actions.confirmBody', { action: action.name, code: request.code })}</Text>
        </ActionFormDialog>
      );
  }
}
