import { useTranslation } from 'react-i18next';
import { errorMessage, useCurrentUserQuery } from '@back-office/shared';
import { DownloadButton, useNotify } from '@back-office/shared/ui';
import { useExportAuditEventsMutation } from '../../api/audit-api';
import { useAuditParams } from './audit-params';

/** The entries the filters show, as CSV (the export itself is recorded in the trail). */
export function ExportAuditButton() {
  const { t } = useTranslation('audit');
  const notify = useNotify();
  const { filters } = useAuditParams();
  const [exportEvents, { isLoading }] = useExportAuditEventsMutation();
  // Issue 16: exporting also needs a role in the server's EXPORT_ROLES.
  const canExport = useCurrentUserQuery().data?.can_export === true;

  async function download() {
    const result = await exportEvents(filters);
    if ('error' in result) notify.error(errorMessage(result.error, t('exportFailed')));
  }

  if (!canExport) return null;
  return (
    <DownloadButton busy={isLoading} onDownload={() => void download()}>
      {t('export')}
    </DownloadButton>
  );
}
