import { useCallback } from 'react';
import { skipToken } from '@back-office/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadState, PageFrame, useRouteId } from '@back-office/shared/ui';
import { useGetClientMetaQuery, useGetClientQuery } from '../../api/clients-api';

import { ClientEditForm } from './client-edit-form';
import { withHeldOptions } from './held-options';
import { ClientEditRefused } from './client-edit-refused';

/** SPEC §2 /clients/{id}/edit: the client and the form's lists, then the form. */
export function ClientEditPage() {
  const { t } = useTranslation('clients');
  const id = useRouteId();
  const client = useGetClientQuery(id ?? skipToken);
  const meta = useGetClientMetaQuery();
  // Issue 16: after a 409 the form asks for the latest client; unwrap() rejects when it cannot come.
  const { refetch } = client;
  const reload = useCallback(() => refetch().unwrap(), [refetch]);
  return (
    <PageFrame title={t('edit.title')}>
      {id === undefined ? (
        <EmptyState title={t('errors.invalidClientId')} />
      ) : (
        <LoadState result={client} errorText={t('errors.errorFetchingClientData')} emptyText={t('empty.noClientDetails')}>
          {(data) =>
            !data.client.can_edit ? (
              <ClientEditRefused client={data.client} />
            ) : (
              <LoadState result={meta} errorText={t('errors.errorFetchingMetaData')} emptyText={t('empty.noMetaDataAvailable')}>
                {(lists) => <ClientEditForm client={data.client} meta={withHeldOptions(lists, data)} reload={reload} />}
              </LoadState>
            )
          }
        </LoadState>
      )}
    </PageFrame>
  );
}
