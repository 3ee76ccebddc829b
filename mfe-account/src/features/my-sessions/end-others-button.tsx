import { useState } from 'react';
import { Button, useRestoreFocusTarget } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@back-office/shared';
import { ConfirmDialog, useNotify } from '@back-office/shared/ui';
import { useEndOtherSessionsMutation } from '../../api/sessions-api';

/** Issue 16: ends every session but this one, after a confirmation (it signs out other devices at once). */
export function EndOthersButton() {
  const { t } = useTranslation('sessions');
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  // Without a DialogTrigger, the opener is named as where focus returns when the dialog goes.
  const restoreFocusTarget = useRestoreFocusTarget();
  const [endOthers, { isLoading }] = useEndOtherSessionsMutation();

  async function confirm() {
    const result = await endOthers();
    setOpen(false);
    if ('error' in result) notify.error(errorMessage(result.error, t('errors.ending')));
    else notify.success(result.data.message || t('messages.othersEnded'));
  }

  return (
    <>
      <Button {...restoreFocusTarget} onClick={() => setOpen(true)}>
        {t('actions.endOthers')}
      </Button>
      {open && (
        <ConfirmDialog
          title={t('confirmEndOthers.title')}
          body={t('confirmEndOthers.body')}
          confirmLabel={t('confirmEndOthers.confirm')}
          busy={isLoading}
          onConfirm={() => void confirm()}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
