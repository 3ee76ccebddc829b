import { useTranslation } from 'react-i18next';
import { ClientForm, LoadState, PageFrame } from '@back-office/shared/ui';
import { staffGeography, useGetClientMetaQuery } from '../../api/clients-api';

import { useSaveClient } from '../../hooks/use-save-client';
import { useUniquenessCheck } from '../../hooks/use-uniqueness-check';

/** SPEC §2 /clients/create: the client form with the next code previewed from meta. */
export function ClientCreatePage() {
  const { t } = useTranslation('clients');
  const meta = useGetClientMetaQuery();
  const { onSubmit, progress } = useSaveClient({
    mode: 'create',
    path: '/clients/store',
    successKey: 'success.clientCreatedSuccessfully',
    failureKey: 'errors.errorCreatingClient',
  });
  const checkUniqueness = useUniquenessCheck();
  return (
    <PageFrame title={t('create.title')}>
      <LoadState result={meta} errorText={t('errors.errorFetchingMetaData')} emptyText={t('empty.noMetaDataAvailable')}>
        {(data) => (
          <ClientForm
            mode="create"
            meta={data}
            initialValues={data.code ? { client_code: data.code } : undefined}
            geography={staffGeography}
            onSubmit={onSubmit}
            submitLabel={t('create.submit')}
            uploadProgress={progress}
            checkUniqueness={checkUniqueness}
          />
        )}
      </LoadState>
    </PageFrame>
  );
}
