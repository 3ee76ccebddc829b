import { AddRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { PageFrame, RouterButton } from '@back-office/shared/ui';
import { ClientsFilters } from './clients-filters';
import { ClientsResults } from './clients-results';
import { ClientsSummary } from './clients-summary';
import { ExportButton } from './export-button';

/** SPEC §2 Clients list. */
export function ClientsListPage() {
  const { t } = useTranslation('clients');
  return (
    <PageFrame
      title={t('list.title')}
      actions={
        <>
          <ExportButton />
          <RouterButton to="create" appearance="primary" icon={<AddRegular />}>
            {t('list.createClient')}
          </RouterButton>
        </>
      }
    >
      <ClientsSummary />
      <ClientsFilters />
      <ClientsResults />
    </PageFrame>
  );
}
