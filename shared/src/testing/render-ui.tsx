import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import { languageChanged } from '../preferences/preferences-slice';
import type { Language } from '../preferences/preferences-storage';
import { AppProviders } from '../providers/app-providers';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context';
import type { RemoteModuleLoader } from '../remotes/load-remote-module';
import { createAppStore } from '../store/store';

export interface RenderUiOptions {
  language?: Language;
  route?: string;
  /** Mounts the element under a splat route, as the shell mounts a remote (`/clients/*`). */
  mountPath?: string;
  /** What a remote embedded in the page loads (`mfe_limit_requests/ClientLimitRequests`); by default it is unavailable. */
  loadRemote?: RemoteModuleLoader;
}

/**
 * Under jsdom no remote is fetched: the federation runtime would reach for remotes.json and a
 * script, and the page would settle at a moment the test does not control.
 */
export const remotesUnavailable: RemoteModuleLoader = ({ remote, module }) =>
  Promise.reject(new Error(`${remote}/${module} is not loaded in tests`));

/** Renders shared UI the way the portal does: store, i18n, Fluent theme and a router. */
export function renderUi(
  ui: ReactElement,
  { language = 'en', route = '/', mountPath, loadRemote = remotesUnavailable }: RenderUiOptions = {},
) {
  const store = createAppStore();
  store.dispatch(languageChanged(language));
  void i18n.changeLanguage(language);
  const result = render(
    <AppProviders store={store}>
      <RemoteLoaderProvider load={loadRemote}>
        <MemoryRouter initialEntries={[route]}>
          {mountPath ? (
            <Routes>
              <Route path={mountPath} element={ui} />
            </Routes>
          ) : (
            ui
          )}
        </MemoryRouter>
      </RemoteLoaderProvider>
    </AppProviders>,
  );
  return { store, ...result };
}
