import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import { languageChanged } from '../preferences/preferences-slice';
import type { Language } from '../preferences/preferences-storage';
import { AppProviders } from '../providers/app-providers';
import { createAppStore } from '../store/store';

export interface RenderUiOptions {
  language?: Language;
  route?: string;
  /** Mounts the element under a splat route, as the shell mounts a remote (`/clients/*`). */
  mountPath?: string;
}

/** Renders shared UI the way the portal does: store, i18n, Fluent theme and a router. */
export function renderUi(ui: ReactElement, { language = 'en', route = '/', mountPath }: RenderUiOptions = {}) {
  const store = createAppStore();
  store.dispatch(languageChanged(language));
  void i18n.changeLanguage(language);
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        {mountPath ? (
          <Routes>
            <Route path={mountPath} element={ui} />
          </Routes>
        ) : (
          ui
        )}
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, ...result };
}
