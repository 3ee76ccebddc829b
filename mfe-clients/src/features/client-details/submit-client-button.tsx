import { useState } from 'react';
import { Button, useRestoreFocusTarget } from '@back-office/shared/fluent-core';
import { SendRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@back-office/shared';
import { ConfirmDialog, useNotify } from '@back-office/shared/ui';
import { useSubmitClientMutation } from '../../api/clients-api';

/** SPEC §4: submitting is one-way, so it is confirmed first; the client then reloads. */
export function SubmitClientButton({ clientId }: { clientId: number }) {
  const { t } = useTranslation('clients');
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  // Without a DialogTrigger, the opener is named as where focus returns when the dialog goes.
  const restoreFocusTarget = useRestoreFocusTarget();
  const [submitClient, { isLoading }] = useSubmitClientMutation();

  async function confirm() {
    const result = await submitClient(clientId);
    setOpen(false);
    if ('error' in result) notify.error(errorMessage(result.error, t('errors.errorSubmittingClient')));
    else notify.success(result.data.message || t('success.clientSubmittedSuccessfully'));
  }

  return (
    <>
      <Button {...restoreFocusTarget} appearance="primary" icon={<SendRegular />} onClick={() => setOpen(true)}>
        {t('details.submit')}
      </Button>
      {open && (
        <ConfirmDialog
          title={t('details.confirmSubmit.title')}
          body={t('details.confirmSubmit.body')}
          confirmLabel={t('details.confirmSubmit.confirm')}
          busy={isLoading}
          onConfirm={() => void confirm()}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
