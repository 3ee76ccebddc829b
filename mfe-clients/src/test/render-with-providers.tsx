import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { Language } from '@back-office/shared';
import type { RemoteModuleLoader } from '@back-office/shared/remotes';
import { renderUi } from '@back-office/shared/testing';

export interface RenderOptions {
  route?: string;
  language?: Language;
  /** What the page's embedded limit-requests section loads; by default it is unavailable. */
  loadRemote?: RemoteModuleLoader;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Where the app's router is now, as `/clients?page=2`. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** Mounts the remote as the shell does, under `/clients/*`, with a fresh store. */
export function renderWithProviders(app: ReactElement, { route = '/clients', language = 'ar', loadRemote }: RenderOptions = {}) {
  return renderUi(
    <>
      {app}
      <LocationProbe />
    </>,
    { language, route, mountPath: '/clients/*', loadRemote },
  );
}
