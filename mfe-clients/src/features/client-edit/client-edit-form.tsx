import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientForm } from '@back-office/shared/ui';
import type { ClientDetail, ClientMeta } from '@back-office/shared/contract';
import { staffGeography } from '../../api/clients-api';
import { useSaveClient } from '../../hooks/use-save-client';
import { useUniquenessCheck } from '../../hooks/use-uniqueness-check';
import { clientToFormValues } from './client-to-form-values';

/** The loaded client in the shared form; a stable start so refetches do not reset the user's edits. */
export function ClientEditForm({ client, meta }: { client: ClientDetail; meta: ClientMeta }) {
  const { t } = useTranslation('clients');
  const initialValues = useMemo(() => clientToFormValues(client), [client]);
  const { onSubmit, progress } = useSaveClient({
    mode: 'edit',
    path: `/clients/update/${client.id}`,
    clientId: client.id,
    successKey: 'success.clientUpdated',
    failureKey: 'errors.errorUpdatingClient',
  });
  const checkUniqueness = useUniquenessCheck(client.id);
  return (
    <ClientForm
      mode="edit"
      meta={meta}
      initialValues={initialValues}
      geography={staffGeography}
      onSubmit={onSubmit}
      submitLabel={t('edit.submit')}
      uploadProgress={progress}
      checkUniqueness={checkUniqueness}
    />
  );
}
