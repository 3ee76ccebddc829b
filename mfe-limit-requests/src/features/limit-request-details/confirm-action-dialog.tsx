import { Text } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import type { RejectActionBody } from '@back-office/shared/contract';
import { ActionCommentField, commentPart } from './action-comment-field';
import { ActionFormDialog } from './action-form-dialog';
import type { ActionDialogProps } from './action-dialog-props';

/** Reject's body (issue 15): an optional note for the activity log; blank sends the empty object. */
function toRejectBody({ comment }: { comment?: string }): RejectActionBody | undefined {
  const body = commentPart(comment);
  return body.comment ? body : undefined;
}

/**
 * Reject, cancel, close and any action the portal has no form for: asked once, then run as is.
 * Issue 15 defect 9: cancel names what it cancels ("Cancel request", never a bare "Cancel" beside
 * "Not now"), and cancel and reject are drawn as destructive.
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
    case 'reject':
      return (
        <ActionFormDialog<{ comment?: string }>
          request={request}
          action={action}
          onClose={onClose}
          toBody={toRejectBody}
          serverFields={{ comment: 'comment' }}
          destructive
        >
          <Text>{t('details.actions.confirmBody', { action: action.name, code: request.code })}</Text>
          <ActionCommentField />
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
