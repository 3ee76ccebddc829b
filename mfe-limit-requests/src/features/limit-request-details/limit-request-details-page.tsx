import { skipToken } from '@back-office/shared';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadState, PageFrame, useRouteId } from '@back-office/shared/ui';
import { useGetLimitRequestQuery } from '../../api/limit-requests-api';
import { DetailsActions } from './details-actions';
import { DetailsContent } from './details-content';

/** SPEC §2 /limit-requests/{id}. */
export function LimitRequestDetailsPage() {
  const { t } = useTranslation('limitRequests');
  const id = useRouteId();
  const result = useGetLimitRequestQuery(id ?? skipToken);
  const { data } = result;
  const title = data ? t('details.title', { code: data.limit_request.code }) : t('details.heading');
  return (
    <PageFrame title={title} actions={data && <DetailsActions data={data} />}>
      {id === undefined ? (
        <ErrorState message={t('details.errors.invalidLimitRequestId')} />
      ) : (
        <LoadState
          result={result}
          errorText={t('details.errors.errorFetchingLimitRequestDetails')}
          emptyText={t('details.empty.noLimitRequestDetails')}
          notFoundText={t('details.empty.noLimitRequestDetails')}
        >
          {(loaded) => <DetailsContent data={loaded} />}
        </LoadState>
      )}
    </PageFrame>
  );
}
