import { Text } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@back-office/shared/ui';
import { returnRules, type CommentValues, type RejectValues } from '@back-office/shared/rules';
import type { ResubmitActionBody, ReturnToAgentActionBody } from '@back-office/shared/contract';
import { ActionCommentField, commentPart } from './action-comment-field';
import { ActionFormDialog } from './action-form-dialog';
import type { ActionDialogProps } from './action-dialog-props';

type ReturnFormValues = RejectValues & CommentValues;

const toReturnBody = ({ reason_id, comment }: ReturnFormValues): ReturnToAgentActionBody => ({
  reason_id: Number(reason_id),
  comment: (comment ?? '').trim(),
});

/**
 * Issue 18: the assigned reviewer returns the request to its creator with a reason from the list
 * the admin keeps and a comment saying what to change.
 */
export function ReturnToAgentDialog({ data, action, onClose }: ActionDialogProps) {
  const { t } = useTranslation('limitRequests');
  const request = data.limit_request;
  return (
    <ActionFormDialog<ReturnFormValues>
      request={request}
      action={action}
      onClose={onClose}
      rules={returnRules}
      toBody={toReturnBody}
      serverFields={{ reason_id: 'reason_id', comment: 'comment' }}
    >
      <Text>{t('details.actions.returnBody', { code: request.code, creator: request.creator ?? '' })}</Text>
      <SelectField name="reason_id" label={t('details.actions.returnReason')} options={data.return_reasons} required />
      <ActionCommentField required purpose="return" />
    </ActionFormDialog>
  );
}

/** Issue 18: the creator sends the returned request back to the same reviewer, with an optional note. */
export function ResubmitDialog({ data, action, onClose }: ActionDialogProps) {
  const { t } = useTranslation('limitRequests');
  const request = data.limit_request;
  return (
    <ActionFormDialog<CommentValues>
      request={request}
      action={action}
      onClose={onClose}
      toBody={({ comment }): ResubmitActionBody => commentPart(comment ?? '')}
      serverFields={{ comment: 'comment' }}
    >
      <Text>{t('details.actions.resubmitBody', { code: request.code, reviewer: request.assigned_to ?? '' })}</Text>
      <ActionCommentField />
    </ActionFormDialog>
  );
}
