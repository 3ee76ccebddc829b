// The clients remote may load this before ./App ever ran, so it brings the texts itself.
import './i18n/register-translations';
import { ClientLimitRequests } from './features/limit-requests-list/client-limit-requests';

export type { ClientLimitRequestsProps } from './features/limit-requests-list/client-limit-requests';
// mfe-clients' loadClientLimitRequests reads the module's default export.
export default ClientLimitRequests;
