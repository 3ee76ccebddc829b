import { Button, Spinner } from '@back-office/shared/fluent-core';
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

export interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  /** The confirmed action is under way: the button waits with a spinner. */
  busy: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or a click outside. */
  onClose: () => void;
}

/**
 * "Are you sure?" before a one-way action (submitting a client, ending other sessions). Mount it
 * only while open: a mounted Fluent dialog adds focusable aria-hidden sentinels to <body>.
 */
export function ConfirmDialog({ title, body, confirmLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{body}</DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>{t('actions.cancel')}</Button>
            </DialogTrigger>
            <Button appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
