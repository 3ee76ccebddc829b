import { useState } from 'react';
import { Button, useRestoreFocusTarget } from '@back-office/shared/fluent-core';
import { DismissRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@back-office/shared';
import { ConfirmDialog, useNotify } from '@back-office/shared/ui';
import type { DocumentRequest } from '@back-office/shared/contract';
import { useCancelDocumentRequestMutation } from '../../../api/document-requests-api';

/** Issue 19: an open request can be withdrawn, after a confirmation; the list then refreshes. */
export function WithdrawRequestButton({ clientId, request }: { clientId: number; request: DocumentRequest }) {
  const { t } = useTranslation('clients');
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  // Without a DialogTrigger, the opener is named as where focus returns when the dialog goes.
  const restoreFocusTarget = useRestoreFocusTarget();
  const [cancelRequest, { isLoading }] = useCancelDocumentRequestMutation();
  const document = request.document_type.name;

  async function confirm() {
    const result = await cancelRequest({ clientId, requestId: request.id });
    setOpen(false);
    if ('error' in result) notify.error(errorMessage(result.error, t('details.documentRequests.errors.withdraw')));
    else notify.success(result.data.message || t('details.documentRequests.withdrawn'));
  }

  return (
    <>
      <Button
        {...restoreFocusTarget}
        size="small"
        icon={<DismissRegular />}
        aria-label={t('details.documentRequests.withdrawLabel', { document })}
        onClick={() => setOpen(true)}
      >
        {t('details.documentRequests.withdraw')}
      </Button>
      {open && (
        <ConfirmDialog
          title={t('details.documentRequests.confirmWithdraw.title')}
          body={t('details.documentRequests.confirmWithdraw.body', { document })}
          confirmLabel={t('details.documentRequests.confirmWithdraw.confirm')}
          busy={isLoading}
          onConfirm={() => void confirm()}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
