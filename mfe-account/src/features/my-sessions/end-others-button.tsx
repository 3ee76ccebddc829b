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
} from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@back-office/shared';
import { useNotify } from '@back-office/shared/ui';
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
      {/* Mounted only while open: a mounted Fluent dialog adds focusable aria-hidden sentinels to <body>. */}
      {open && (
        <Dialog open onOpenChange={(_event, data) => setOpen(data.open)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{t('confirmEndOthers.title')}</DialogTitle>
              <DialogContent>{t('confirmEndOthers.body')}</DialogContent>
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
                  {t('confirmEndOthers.confirm')}
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
    </>
  );
}
