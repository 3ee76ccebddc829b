import { Route, Routes } from 'react-router-dom';
import type { Language } from '@back-office/shared';
import { LocationProbe, renderUi } from '@back-office/shared/testing';
import { NotificationsHost } from '@back-office/shared/ui';
import App from '../remote-entry';

/** The remote where the shell mounts it (/admin/*), with the shell's toaster and a home page to leave to. */
export function renderAdmin(language: Language = 'en', route = '/admin/users') {
  return renderUi(
    <>
      <NotificationsHost />
      <Routes>
        <Route path="/admin/*" element={<App />} />
        <Route path="/" element={<p>home</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { language, route },
  );
}
