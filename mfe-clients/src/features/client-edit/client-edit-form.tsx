import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientForm, useStaleRecord } from '@back-office/shared/ui';
import type { ClientDetail, ClientMeta } from '@back-office/shared/contract';
import { staffGeography } from '../../api/clients-api';
import { useSaveClient } from '../../hooks/use-save-client';
import { useUniquenessCheck } from '../../hooks/use-uniqueness-check';
import { clientToFormValues } from './client-to-form-values';
import { withHeldPlaces } from './held-options';

export interface ClientEditFormProps {
  client: ClientDetail;
  meta: ClientMeta;
  /** Fetches the latest client (and its version) into the page. */
  reload: () => Promise<unknown>;
}

/**
 * The loaded client in the shared form. The start values follow the client: a reload after a
 * 409 (issue 16) brings the latest values and version, and the form keeps the fields the person
 * changed while taking the new values everywhere else.
 */
export function ClientEditForm({ client, meta, reload }: ClientEditFormProps) {
  const { t } = useTranslation('clients');
  const initialValues = useMemo(() => clientToFormValues(client), [client]);
  const geography = useMemo(() => withHeldPlaces(staffGeography, client), [client]);
  const { onSubmit, progress, stale, setStale } = useSaveClient({
    mode: 'edit',
    path: `/clients/update/${client.id}`,
    clientId: client.id,
    version: client.version,
    successKey: 'success.clientUpdated',
    failureKey: 'errors.errorUpdatingClient',
  });
  const checkUniqueness = useUniquenessCheck(client.id);
  const staleRecord = useStaleRecord(stale, setStale, reload);
  return (
    <ClientForm
      mode="edit"
      meta={meta}
      initialValues={initialValues}
      geography={geography}
      onSubmit={onSubmit}
      submitLabel={t('edit.submit')}
      uploadProgress={progress}
      checkUniqueness={checkUniqueness}
      staleRecord={staleRecord}
    />
  );
}
