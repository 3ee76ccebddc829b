import type { RemoteModuleLoader } from '@back-office/shared/remotes';
import { NotificationsHost } from '@back-office/shared/ui';
import { ClientsApp } from '../app';
import type { ClientDetail } from '@back-office/shared/contract';
import { clientDetailResponse } from './client-detail-fixture';
import { mockRoutes, type Routes } from '@back-office/shared/testing';
import { NO_DOCUMENT_REQUESTS } from './document-requests-fixture';
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

/** Client 7 was brought in by staff (nothing to ask an applicant for) and no application matched it (issue 19). */
export const ISSUE_19_ROUTES: Routes = {
  'GET /api/clients/7/document-requests': { body: { data: NO_DOCUMENT_REQUESTS } },
  'GET /api/clients/7/applications': { body: { data: [] } },
};

/**
 * The same page on an API that knows client 7: by default a client staff brought in (nothing to ask
 * the applicant for, issue 19) and no application matched to it; `routes` adds or replaces answers.
 */
export function renderDetails(
  overrides: Partial<ClientDetail> = {},
  language: 'ar' | 'en' = 'en',
  loadRemote?: RemoteModuleLoader,
  routes: Routes = {},
) {
  const fetchMock = mockRoutes({
    '/api/clients/7': { body: clientDetailResponse(overrides) },
    ...ISSUE_19_ROUTES,
    ...routes,
  });
  renderClientPage(language, loadRemote);
  return fetchMock;
}
