import { useTranslation } from 'react-i18next';
import { DetailsCard, InfoList } from '@back-office/shared/ui';
import type { LimitRequestClient } from '@back-office/shared/contract';
import { ClientAddresses } from './client-addresses';
import { useClientFacts } from './use-client-facts';

/** Who asks for the limit: identity, work, income and phones, then the addresses. */
export function ClientCard({ client }: { client: LimitRequestClient }) {
  const { t } = useTranslation('limitRequests');
  const facts = useClientFacts(client);
  return (
    <DetailsCard title={t('details.clientInfo')}>
      <InfoList items={facts} />
      <ClientAddresses addresses={client.addresses} />
    </DetailsCard>
  );
}
