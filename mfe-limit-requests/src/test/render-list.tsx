import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { Language } from '@back-office/shared';
import { renderUi } from '@back-office/shared/testing';
import App from '../remote-entry';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Where the app's router is now, as `/limit-requests?page=2`. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** Mounts the remote as the shell does, under `/limit-requests/*`, with a fresh store. */
export function renderList({ route = '/limit-requests', language = 'en' }: { route?: string; language?: Language } = {}) {
  return renderUi(
    <>
      <App />
      <LocationProbe />
    </>,
    { language, route, mountPath: '/limit-requests/*' },
  );
}
