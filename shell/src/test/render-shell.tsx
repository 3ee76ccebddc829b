import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { AppProviders, createAppStore } from '@back-office/shared';
import '../i18n/register-translations';

/** Renders routes as the shell does, at `path`, with a fresh store. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const store = createAppStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router };
}

export function renderWithProviders(element: ReactElement) {
  return renderRoutes([{ path: '*', element }], '/');
}
