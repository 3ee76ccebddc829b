import { Text } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { ActionFormDialog } from './action-form-dialog';
import type { ActionDialogProps } from './action-dialog-props';

/** Reject, cancel, close and any action the portal has no form for: asked once, then run as is. */
export function ConfirmActionDialog({ data, action, onClose }: ActionDialogProps) {
  const { t } = useTranslation('limitRequests');
  return (
    <ActionFormDialog request={data.limit_request} action={action} onClose={onClose}>
      <Text>{t('details.actions.confirmBody', { action: action.name, code: data.limit_request.code })}</Text>
    </ActionFormDialog>
  );
}
