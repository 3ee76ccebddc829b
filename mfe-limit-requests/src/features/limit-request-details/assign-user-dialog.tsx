import { useTranslation } from 'react-i18next';
import { SelectField } from '@back-office/shared/ui';
import { ActionFormDialog } from './action-form-dialog';
import type { ActionDialogProps } from './action-dialog-props';
import { assignRules, type AssignValues } from '@back-office/shared/rules';

/** SPEC §5: assign_user hands the request to one of the risk users. */
export function AssignUserDialog({ data, action, onClose }: ActionDialogProps) {
  const { t } = useTranslation('limitRequests');
  return (
    <ActionFormDialog<AssignValues>
      request={data.limit_request}
      action={action}
      onClose={onClose}
      rules={assignRules}
      toBody={(values) => ({ user_id: Number(values.user_id) })}
      serverFields={{ user_id: 'user_id' }}
    >
      <SelectField name="user_id" label={t('details.actions.riskUser')} options={data.risk_users} required />
    </ActionFormDialog>
  );
}
