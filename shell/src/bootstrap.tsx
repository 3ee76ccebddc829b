import '@fontsource-variable/cairo/wght.css';
import './global.css';
import './i18n/register-translations';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, createAppStore } from '@back-office/shared';
import { remotesReady } from '@back-office/shared/remotes';
import { AppRoutes } from './router/routes';

// Read remotes.json while React starts; a failure is shown where a remote is mounted.
remotesReady().catch(() => undefined);

const store = createAppStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
