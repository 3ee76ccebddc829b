import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Language } from '@back-office/shared';
import { renderUi } from '@back-office/shared/testing';
import { NotificationsHost } from '@back-office/shared/ui';
import App from '../remote-entry';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Where the router is now. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** The remote where the shell mounts it, with the shell's toaster and a home page to leave to. */
export function renderAccount(language: Language = 'en') {
  return renderUi(
    <>
      <NotificationsHost />
      <Routes>
        <Route path="/change-password/*" element={<App />} />
        <Route path="/" element={<p>home</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { language, route: '/change-password' },
  );
}
