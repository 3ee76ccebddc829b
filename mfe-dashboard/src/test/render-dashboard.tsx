import type { Language } from '@back-office/shared';
import { LocationProbe, renderUi } from '@back-office/shared/testing';
import App from '../remote-entry';

/** The remote where the shell mounts it (the index route `/`). */
export function renderDashboard(language: Language = 'en', route = '/') {
  return renderUi(
    <>
      <App />
      <LocationProbe />
    </>,
    { language, route },
  );
}
