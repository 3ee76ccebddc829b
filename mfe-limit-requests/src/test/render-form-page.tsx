import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { Language } from '@back-office/shared';
import { NotificationsHost } from '@back-office/shared/ui';
import { mockRoutes, renderUi, type RouteAnswer } from '@back-office/shared/testing';
import App from '../remote-entry';
import { formRoutes } from './limit-request-form-fixture';

function PathProbe() {
  return <output data-testid="form-page-path">{useLocation().pathname}</output>;
}

/** Where the app's router is now. */
export function currentPath(): string {
  return screen.getByTestId('form-page-path').textContent ?? '';
}

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
      <PathProbe />
    </>,
    { language, route, mountPath: '/limit-requests/*' },
  );
  return { fetchMock, ...result };
}
