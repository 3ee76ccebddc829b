import { MessageBar, MessageBarBody, Text } from '@back-office/shared/fluent-core';
import { useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { formatMoney, selectLanguage, useAppSelector } from '@back-office/shared';
import { NumberField } from '@back-office/shared/ui';
import { ActionCommentField, commentPart } from './action-comment-field';
import { ActionFormDialog } from './action-form-dialog';
import type { ActionDialogProps } from './action-dialog-props';
import { approveRules, needsSecondReviewer, type ApproveValues } from '@back-office/shared/rules';
import type { ApproveActionBody, LimitRequestShowData } from '@back-office/shared/contract';

type ApproveFormValues = ApproveValues & { comment?: string };

/**
 * The approve action's JSON body (shared/src/contract); without an amount the API approves the
 * requested amount. Issue 15: an optional comment goes with it into the activity log.
 */
function toBody({ approved_limit = '', comment }: ApproveFormValues): ApproveActionBody | undefined {
  const amount = approved_limit.trim();
  const body: ApproveActionBody = { ...(amount ? { approved_limit: amount } : {}), ...commentPart(comment) };
  return Object.keys(body).length > 0 ? body : undefined;
}

/** Issue 16: says, as the amount is typed, when the approval will wait for a second reviewer (the API's own rule). */
function SecondReviewerNote({ data }: { data: LimitRequestShowData }) {
  const { t } = useTranslation('limitRequests');
  const { values, errors } = useFormState<ApproveFormValues>({ subscription: { values: true, errors: true } });
  const requested = data.limit_request.requested_limit;
  const amount = values.approved_limit?.trim() || requested;
  if (errors?.approved_limit || !needsSecondReviewer(amount, requested, data.four_eyes)) return null;
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>{t('details.actions.needsSecondReviewer')}</MessageBarBody>
    </MessageBar>
  );
}

/** SPEC §4 approve: confirmed, optionally for less than was requested. */
export function ApproveDialog({ data, action, onClose }: ActionDialogProps) {
  const { t } = useTranslation('limitRequests');
  const language = useAppSelector(selectLanguage);
  const request = data.limit_request;
  return (
    <ActionFormDialog<ApproveFormValues>
      request={request}
      action={action}
      onClose={onClose}
      rules={(values) => approveRules(values, request.requested_limit)}
      toBody={toBody}
      serverFields={{ approved_limit: 'approved_limit', comment: 'comment' }}
    >
      <Text>{t('details.actions.approveBody', { code: request.code })}</Text>
      <NumberField
        name="approved_limit"
        label={t('details.actions.approvedLimit')}
        hint={t('details.actions.approvedLimitHint', { amount: formatMoney(request.requested_limit, language) })}
      />
      <SecondReviewerNote data={data} />
      <ActionCommentField />
    </ActionFormDialog>
  );
}
