import type { Language } from '@back-office/shared';
import { NotificationsHost } from '@back-office/shared/ui';
import { LocationProbe, mockRoutes, renderUi, type RouteAnswer } from '@back-office/shared/testing';
import App from '../remote-entry';
import { formRoutes } from './limit-request-form-fixture';

interface RenderFormPageOptions {
  route?: string;
  language?: Language;
  /** Routes added to (or replacing) the form pages' usual API. */
  routes?: Record<string, RouteAnswer>;
}

/** A form page as the shell mounts the remote, with the shell's toaster, on a mocked API. */
export function renderFormPage({ route = '/limit-requests/create', language = 'en', routes = {} }: RenderFormPageOptions = {}) {
  const fetchMock = mockRoutes(formRoutes(routes));
  const result = renderUi(
    <>
      <NotificationsHost />
      <App />
      <LocationProbe />
    </>,
    { language, route, mountPath: '/limit-requests/*' },
  );
  return { fetchMock, ...result };
}
