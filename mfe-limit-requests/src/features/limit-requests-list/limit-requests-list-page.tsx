import { AddRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { PageFrame, RouterButton } from '@back-office/shared/ui';
import { ExportButton } from './export-button';
import { LimitRequestsList } from './limit-requests-list';
import { useListScope } from './list-scope';
import { UrlListScope } from './url-list-scope';

function ListPageFrame() {
  const { t } = useTranslation('limitRequests');
  const { clientId } = useListScope();
  // SPEC §2: a list narrowed to one client offers no create; that client's page has its own button.
  const create = clientId === undefined && (
    <RouterButton to="create" appearance="primary" icon={<AddRegular />}>
      {t('list.createLimitRequest')}
    </RouterButton>
  );
  return (
    <PageFrame
      title={t('list.title')}
      actions={
        <>
          <ExportButton />
          {create}
        </>
      }
    >
      <LimitRequestsList />
    </PageFrame>
  );
}

/** SPEC §2 Limit requests list, with its filters in the URL. */
export function LimitRequestsListPage() {
  return (
    <UrlListScope>
      <ListPageFrame />
    </UrlListScope>
  );
}
