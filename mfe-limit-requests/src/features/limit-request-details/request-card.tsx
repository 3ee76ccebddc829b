import { useTranslation } from 'react-i18next';
import { DetailsCard, InfoList } from '@back-office/shared/ui';
import type { LimitRequestDetail } from '@back-office/shared/contract';
import { useRequestFacts } from './use-request-facts';

/** What is asked for, where it stands and who handles it. */
export function RequestCard({ request }: { request: LimitRequestDetail }) {
  const { t } = useTranslation('limitRequests');
  const facts = useRequestFacts(request);
  return (
    <DetailsCard title={t('details.requestInfo')}>
      <InfoList items={facts} />
    </DetailsCard>
  );
}
