import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppProviders, createAppStore, selectLoggedIn, useAppSelector } from '@back-office/shared';
import { LoginForm } from '@back-office/shared/ui';

export interface DevHostOptions {
  /** The remote's routed component, as the shell would mount it. */
  App: ComponentType;
  /** The path the shell mounts it under, e.g. `/clients`. */
  basePath: string;
  /** Public pages (self-onboarding) need no session. */
  requiresSession?: boolean;
}

/**
 * A bare host so a remote's team can run it alone (`nx serve mfe-clients`) with the
 * same store, i18n and theme the shell provides; the portal's layout is not needed.
 */
export function renderDevHost({ App, basePath, requiresSession = true }: DevHostOptions): void {
  const store = createAppStore();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <DevRoutes App={App} basePath={basePath} requiresSession={requiresSession} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

function DevRoutes({ App, basePath, requiresSession }: Required<DevHostOptions>) {
  const loggedIn = useAppSelector(selectLoggedIn);
  if (requiresSession && !loggedIn) {
    return (
      <main style={{ maxWidth: 420, margin: '48px auto', padding: 16 }}>
        <LoginForm onLoggedIn={() => undefined} />
      </main>
    );
  }
  return (
    <Routes>
      <Route path={`${basePath}/*`} element={<App />} />
      <Route path="*" element={<Navigate to={basePath} replace />} />
    </Routes>
  );
}
