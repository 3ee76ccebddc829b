import { useState } from 'react';
import { Button, Spinner, useRestoreFocusTarget } from '@back-office/shared/fluent-core';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  SendRegular,
} from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@back-office/shared';
import { useNotify } from '@back-office/shared/ui';
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
      {/* Mounted only while open: a mounted Fluent dialog adds focusable aria-hidden sentinels to <body>. */}
      {open && (
        <Dialog open onOpenChange={(_event, data) => setOpen(data.open)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{t('details.confirmSubmit.title')}</DialogTitle>
              <DialogContent>{t('details.confirmSubmit.body')}</DialogContent>
              <DialogActions>
                <DialogTrigger disableButtonEnhancement>
                  <Button>{t('actions.cancel', { ns: 'common' })}</Button>
                </DialogTrigger>
                <Button
                  appearance="primary"
                  disabled={isLoading}
                  icon={isLoading ? <Spinner size="tiny" /> : undefined}
                  onClick={() => void confirm()}
                >
                  {t('details.confirmSubmit.confirm')}
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
    </>
  );
}
