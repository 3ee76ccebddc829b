import { LimitRequestsList } from './limit-requests-list';
import { LocalListScope } from './local-list-scope';

export interface ClientLimitRequestsProps {
  clientId: number;
}

/** SPEC §2 client details: the same list narrowed to one client, without a page frame or create button. */
export function ClientLimitRequests({ clientId }: ClientLimitRequestsProps) {
  return (
    <LocalListScope clientId={clientId}>
      <LimitRequestsList />
    </LocalListScope>
  );
}
