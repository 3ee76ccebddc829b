import { Text } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { formatMoney, selectLanguage, useAppSelector } from '@back-office/shared';
import { commentRules, type CommentValues } from '@back-office/shared/rules';
import { ActionCommentField, commentPart } from './action-comment-field';
import { ActionFormDialog } from './action-form-dialog';
import type { ActionDialogProps } from './action-dialog-props';

type NoteValues = { comment?: string };

/** Issue 16 (four eyes): the second reviewer confirms the approval as it stands, with an optional note. */
export function ConfirmApprovalDialog({ data, action, onClose }: ActionDialogProps) {
  const { t } = useTranslation('limitRequests');
  const language = useAppSelector(selectLanguage);
  const request = data.limit_request;
  const amount = formatMoney(request.approved_limit ?? request.requested_limit, language);
  return (
    <ActionFormDialog<NoteValues>
      request={request}
      action={action}
      onClose={onClose}
      toBody={({ comment }) => commentPart(comment)}
      serverFields={{ comment: 'comment' }}
    >
      <Text>{t('details.actions.confirmApprovalBody', { code: request.code, amount })}</Text>
      <ActionCommentField />
    </ActionFormDialog>
  );
}

/** Issue 16 (four eyes): sending an approval back to its first reviewer needs a note saying why. */
export function SendBackDialog({ data, action, onClose }: ActionDialogProps) {
  const { t } = useTranslation('limitRequests');
  const request = data.limit_request;
  return (
    <ActionFormDialog<CommentValues>
      request={request}
      action={action}
      onClose={onClose}
      rules={(values) => commentRules(values, { required: true })}
      toBody={({ comment }) => commentPart(comment ?? '')}
      serverFields={{ comment: 'comment' }}
    >
      <Text>{t('details.actions.sendBackBody', { code: request.code })}</Text>
      <ActionCommentField required />
    </ActionFormDialog>
  );
}
