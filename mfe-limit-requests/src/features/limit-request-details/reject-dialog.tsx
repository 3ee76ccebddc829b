import { Text } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@back-office/shared/ui';
import { rejectRules, type RejectValues } from '@back-office/shared/rules';
import type { RejectActionBody } from '@back-office/shared/contract';
import { ActionCommentField, commentPart } from './action-comment-field';
import { ActionFormDialog } from './action-form-dialog';
import type { ActionDialogProps } from './action-dialog-props';

type RejectFormValues = RejectValues & { comment?: string };

/** Reject's body: the reason chosen from the list (issue 16) and an optional note (issue 15). */
const toRejectBody = ({ reason_id, comment }: RejectFormValues): RejectActionBody => ({
  reason_id: Number(reason_id),
  ...commentPart(comment),
});

/** Issue 16: a rejection names its reason from the admins' list; drawn as destructive (issue 15 defect 9). */
export function RejectDialog({ data, action, onClose }: ActionDialogProps) {
  const { t } = useTranslation('limitRequests');
  const request = data.limit_request;
  return (
    <ActionFormDialog<RejectFormValues>
      request={request}
      action={action}
      onClose={onClose}
      rules={rejectRules}
      toBody={toRejectBody}
      serverFields={{ reason_id: 'reason_id', comment: 'comment' }}
      destructive
    >
      <Text>{t('details.actions.confirmBody', { action: action.name, code: request.code })}</Text>
      <SelectField name="reason_id" label={t('details.actions.rejectReason')} options={data.reject_reasons} required />
      <ActionCommentField />
    </ActionFormDialog>
  );
}
