import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, createAppStore, i18n, languageChanged, type Language } from '@back-office/shared';

export interface RenderOptions {
  route?: string;
  language?: Language;
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
export function renderWithProviders(app: ReactElement, { route = '/clients', language = 'ar' }: RenderOptions = {}) {
  const store = createAppStore();
  store.dispatch(languageChanged(language));
  void i18n.changeLanguage(language);
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/clients/*" element={app} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, ...result };
}
