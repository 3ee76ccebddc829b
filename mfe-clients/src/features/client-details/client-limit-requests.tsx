import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteModule } from '@back-office/shared/remotes';

/** What the limit-requests remote exposes as `ClientLimitRequests`. */
interface ClientLimitRequestsProps {
  clientId: number;
}

/** SPEC §2: the client's limit requests, as the limit-requests remote lists them; a remote that is down leaves the page up. */
export function ClientLimitRequests({ clientId }: { clientId: number }) {
  const { t } = useTranslation('clients');
  return (
    <RemoteModule<ComponentType<ClientLimitRequestsProps>>
      remote="mfe_limit_requests"
      module="ClientLimitRequests"
      inline
      unavailableMessage={t('details.limitRequestsUnavailable')}
    >
      {(Component) => <Component clientId={clientId} />}
    </RemoteModule>
  );
}
