import { useState } from 'react';
import { Button, useRestoreFocusTarget } from '@back-office/shared/fluent-core';
import { errorMessage } from '@back-office/shared';
import type { StaffMember } from '@back-office/shared/contract';
import { ConfirmDialog, useNotify } from '@back-office/shared/ui';
import { useTranslation } from 'react-i18next';
import { useStaffActionMutation, type StaffAction } from '../../api/staff-api';

/** One account action (issue 17): a button, a confirmation naming the person, then a toast (the server's message). */
export function StaffActionButton({ member, action }: { member: StaffMember; action: StaffAction }) {
  const { t } = useTranslation('staff');
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const restoreFocusTarget = useRestoreFocusTarget();
  const [run, { isLoading }] = useStaffActionMutation();

  async function confirm() {
    const result = await run({ id: member.id, action });
    setOpen(false);
    // The refusals (the last admin, my own account) come translated from the server.
    if ('error' in result) notify.error(errorMessage(result.error, t('actions.failed')));
    else notify.success(result.data.message || t(`actions.${action}.done`));
  }

  return (
    <>
      <Button {...restoreFocusTarget} appearance={action === 'deactivate' ? 'primary' : 'secondary'} onClick={() => setOpen(true)}>
        {t(`actions.${action}.label`)}
      </Button>
      {open && (
        <ConfirmDialog
          title={t(`actions.${action}.title`)}
          body={t(`actions.${action}.body`, { name: member.name })}
          confirmLabel={t(`actions.${action}.label`)}
          busy={isLoading}
          onConfirm={() => void confirm()}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
