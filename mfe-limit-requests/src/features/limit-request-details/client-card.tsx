import { useTranslation } from 'react-i18next';
import { AddressPanels, DetailsCard, InfoList } from '@back-office/shared/ui';
import type { LimitRequestClient } from '@back-office/shared/contract';
import { useClientFacts } from './use-client-facts';

/** Who asks for the limit: identity, work, income and phones, then the addresses. */
export function ClientCard({ client }: { client: LimitRequestClient }) {
  const { t } = useTranslation('limitRequests');
  const facts = useClientFacts(client);
  return (
    <DetailsCard title={t('details.clientInfo')}>
      <InfoList items={facts} />
      <AddressPanels
        addresses={client.addresses}
        headingLevel="h3"
        titles={{
          current_home: t('details.addresses.current_home'),
          nid: t('details.addresses.nid'),
          company: t('details.addresses.company'),
        }}
      />
    </DetailsCard>
  );
}
