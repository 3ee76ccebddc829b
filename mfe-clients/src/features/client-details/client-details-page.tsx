import { skipToken } from '@back-office/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadState, PageFrame, useRouteId } from '@back-office/shared/ui';
import { useGetClientQuery } from '../../api/clients-api';
import { ClientActions } from './client-actions';
import { ClientDetailsContent } from './client-details-content';

/** SPEC §2 /clients/{id}. */
export function ClientDetailsPage() {
  const { t } = useTranslation('clients');
  const id = useRouteId();
  const result = useGetClientQuery(id ?? skipToken);
  const client = result.data?.client;
  return (
    <PageFrame title={client?.name ?? t('details.generalInformation')} actions={client && <ClientActions client={client} />}>
      {id === undefined ? (
        <EmptyState title={t('errors.invalidClientId')} />
      ) : (
        <LoadState
          result={result}
          errorText={t('errors.errorFetchingClientDetails')}
          emptyText={t('empty.noClientDetails')}
          notFoundText={t('empty.noClientDetails')}
        >
          {(data) => <ClientDetailsContent data={data} />}
        </LoadState>
      )}
    </PageFrame>
  );
}
