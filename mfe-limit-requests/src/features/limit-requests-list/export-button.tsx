import { useTranslation } from 'react-i18next';
import { errorMessage, useCurrentUserQuery } from '@back-office/shared';
import { DownloadButton, useNotify } from '@back-office/shared/ui';
import { useExportLimitRequestsMutation } from '../../api/limit-requests-api';
import { useListScope } from './list-scope';

/** Downloads every request matching the current filters (not only this page) as CSV. */
export function ExportButton() {
  const { t } = useTranslation('limitRequests');
  const notify = useNotify();
  const { params } = useListScope();
  const [exportRequests, { isLoading }] = useExportLimitRequestsMutation();
  // Issue 16: only the roles in the server's EXPORT_ROLES export; the others never see the button.
  const canExport = useCurrentUserQuery().data?.can_export === true;

  async function download() {
    const result = await exportRequests({
      clientId: params.clientId,
      requestCodes: params.codes,
      search: params.search,
      decisionStatuses: params.decisionStatuses,
      dateFrom: params.dateFrom,
      dateTo: params.dateTo,
    });
    if ('error' in result) notify.error(errorMessage(result.error, t('errors.errorExportingLimitRequests')));
  }

  if (!canExport) return null;
  return (
    <DownloadButton busy={isLoading} onDownload={() => void download()}>
      {t('list.exportCsv')}
    </DownloadButton>
  );
}
