import { useTranslation } from 'react-i18next';
import { errorMessage, useCurrentUserQuery } from '@back-office/shared';
import { DownloadButton, useNotify } from '@back-office/shared/ui';
import { useExportClientsMutation } from '../../api/clients-api';
import { useListParams } from './use-list-params';

/** Downloads the clients matching the current search and filters (status, source, mine) as CSV. */
export function ExportButton() {
  const { t } = useTranslation('clients');
  const notify = useNotify();
  const { params } = useListParams();
  const [exportClients, { isLoading }] = useExportClientsMutation();
  // Issue 16: only the roles in the server's EXPORT_ROLES export; the others never see the button.
  const canExport = useCurrentUserQuery().data?.can_export === true;

  async function download() {
    const result = await exportClients({ statuses: params.statuses, sources: params.sources, search: params.search, mine: params.mine });
    if ('error' in result) notify.error(errorMessage(result.error, t('errors.errorExportingClients')));
  }

  if (!canExport) return null;
  return (
    <DownloadButton busy={isLoading} onDownload={() => void download()}>
      {t('list.exportCsv')}
    </DownloadButton>
  );
}
