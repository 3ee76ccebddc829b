import type { RemoteModuleLoader } from '@back-office/shared/remotes';
import { NotificationsHost } from '@back-office/shared/ui';
import { ClientsApp } from '../app';
import type { ClientDetail } from '@back-office/shared/contract';
import { clientDetailResponse } from './client-detail-fixture';
import { mockRoutes } from '@back-office/shared/testing';
import { renderWithProviders } from './render-with-providers';

/** Client 7's details page as the shell mounts it, with toasts; the caller mocks the API. */
export function renderClientPage(language: 'ar' | 'en' = 'en', loadRemote?: RemoteModuleLoader) {
  return renderWithProviders(
    <>
      <NotificationsHost />
      <ClientsApp />
    </>,
    { language, route: '/clients/7', loadRemote },
  );
}

/** The same page on an API that knows client 7. */
export function renderDetails(overrides: Partial<ClientDetail> = {}, language: 'ar' | 'en' = 'en', loadRemote?: RemoteModuleLoader) {
  const fetchMock = mockRoutes({ '/api/clients/7': { body: clientDetailResponse(overrides) } });
  renderClientPage(language, loadRemote);
  return fetchMock;
}
