import type { Language } from '@back-office/shared';
import { NotificationsHost } from '@back-office/shared/ui';
import { mockRoutes, renderUi, type RouteAnswer } from '@back-office/shared/testing';
import App from '../remote-entry';
import type { LimitRequestDetail } from '@back-office/shared/contract';
import { showResponse } from './limit-request-detail-fixture';

export const SHOW_ROUTE = 'GET /api/limit-requests/show/5';

/** A details page as the shell mounts the remote, with the shell's toaster; the caller mocks the API. */
export function renderDetailsPage({ route = '/limit-requests/5', language = 'en' }: { route?: string; language?: Language } = {}) {
  return renderUi(
    <>
      <NotificationsHost />
      <App />
    </>,
    { language, route, mountPath: '/limit-requests/*' },
  );
}

/** Request 5's page on an API that knows it (with `overrides`), plus any other routes the test needs. */
export function renderDetails(
  overrides: Partial<LimitRequestDetail> = {},
  { language = 'en', routes = {} }: { language?: Language; routes?: Record<string, RouteAnswer> } = {},
) {
  const fetchMock = mockRoutes({ [SHOW_ROUTE]: { body: showResponse(overrides) }, ...routes });
  renderDetailsPage({ language });
  return fetchMock;
}
