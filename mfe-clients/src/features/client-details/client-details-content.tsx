import { useTranslation } from 'react-i18next';
import { AddressPanels, DetailsCard, InfoList } from '@back-office/shared/ui';
import type { ClientDetailData } from '@back-office/shared/contract';
import { ClientFiles } from './client-files';
import { ClientHistory } from './client-history';
import { ClientLimitRequests } from './client-limit-requests';
import { DocumentRequestsSection } from './document-requests/document-requests-section';
import { MatchedApplicationsSection } from './matched-applications/matched-applications-section';
import { useGeneralItems } from './use-general-items';

/** Everything known about one client, section by section. */
export function ClientDetailsContent({ data }: { data: ClientDetailData }) {
  const { t } = useTranslation('clients');
  const generalItems = useGeneralItems(data);
  const { client } = data;
  return (
    <>
      <DetailsCard title={t('details.generalInformation')}>
        <InfoList items={generalItems} />
      </DetailsCard>
      <AddressPanels
        addresses={client.addresses}
        titles={{
          current_home: t('details.addresses.current_home'),
          nid: t('details.addresses.nid'),
          company: t('details.addresses.company'),
        }}
      />
      <DetailsCard title={t('details.files')}>
        <ClientFiles files={client.client_files} />
      </DetailsCard>
      {/* Issue 19: each shows only when it has something to say (an applicant to ask, an application matched). */}
      <DocumentRequestsSection clientId={client.id} />
      <MatchedApplicationsSection clientId={client.id} />
      <DetailsCard title={t('details.limitRequests')}>
        <ClientLimitRequests clientId={client.id} />
      </DetailsCard>
      <DetailsCard title={t('details.history')}>
        <ClientHistory entries={client.history ?? []} />
      </DetailsCard>
    </>
  );
}
