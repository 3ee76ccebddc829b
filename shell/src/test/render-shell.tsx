import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { AppProviders, createAppStore } from '@back-office/shared';
import { RemoteLoaderProvider, type RemoteModuleLoader } from '@back-office/shared/remotes';
import { remotesUnavailable } from '@back-office/shared/testing';
import '../i18n/register-translations';

/** Renders routes as the shell does, at `path`, with a fresh store and the given remote loader. */
export function renderRoutes(routes: RouteObject[], path: string, load: RemoteModuleLoader = remotesUnavailable) {
  const store = createAppStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders store={store}>
      <RemoteLoaderProvider load={load}>
        <RouterProvider router={router} />
      </RemoteLoaderProvider>
    </AppProviders>,
  );
  return { ...view, store, router };
}

export function renderWithProviders(element: ReactElement, load?: RemoteModuleLoader) {
  return renderRoutes([{ path: '*', element }], '/', load);
}
