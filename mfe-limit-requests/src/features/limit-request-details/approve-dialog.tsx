import { Text } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { formatMoney, selectLanguage, useAppSelector } from '@back-office/shared';
import { NumberField } from '@back-office/shared/ui';
import { ActionFormDialog } from './action-form-dialog';
import type { ActionDialogProps } from './action-dialog-props';
import { approveRules, type ApproveValues } from '@back-office/shared/rules';
import type { ApproveActionBody } from '@back-office/shared/contract';

/** The approve action's JSON body (shared/src/contract); without an amount the API approves the requested amount. */
function toBody({ approved_limit = '' }: ApproveValues): ApproveActionBody | undefined {
  const amount = approved_limit.trim();
  return amount ? { approved_limit: amount } : undefined;
}

/** SPEC §4 approve: confirmed, optionally for less than was requested. */
export function ApproveDialog({ data, action, onClose }: ActionDialogProps) {
  const { t } = useTranslation('limitRequests');
  const language = useAppSelector(selectLanguage);
  const request = data.limit_request;
  return (
    <ActionFormDialog<ApproveValues>
      request={request}
      action={action}
      onClose={onClose}
      rules={(values) => approveRules(values, request.requested_limit)}
      toBody={toBody}
      serverFields={{ approved_limit: 'approved_limit' }}
    >
      <Text>{t('details.actions.approveBody', { code: request.code })}</Text>
      <NumberField
        name="approved_limit"
        label={t('details.actions.approvedLimit')}
        hint={t('details.actions.approvedLimitHint', { amount: formatMoney(request.requested_limit, language) })}
      />
    </ActionFormDialog>
  );
}
