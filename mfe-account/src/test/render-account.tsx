import { Route, Routes } from 'react-router-dom';
import type { Language } from '@back-office/shared';
import { LocationProbe, renderUi } from '@back-office/shared/testing';
import { NotificationsHost } from '@back-office/shared/ui';
import App from '../remote-entry';

/** The remote where the shell mounts it, with the shell's toaster and a home page to leave to. */
export function renderAccount(language: Language = 'en', route = '/change-password') {
  return renderUi(
    <>
      <NotificationsHost />
      <Routes>
        <Route path="/change-password/*" element={<App />} />
        <Route path="/account/*" element={<App />} />
        <Route path="/" element={<p>home</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { language, route },
  );
}
