import { Navigate, Route, Routes } from 'react-router-dom';
import './i18n/register-translations';
import { ClientsListPage } from './features/clients-list/clients-list-page';

/** The clients remote's pages, relative to wherever the shell mounts it (`/clients/*`). */
export function ClientsApp() {
  return (
    <Routes>
      <Route index element={<ClientsListPage />} />
      {/* In a splat route "." keeps the unknown segments; the parent route is the list. */}
      <Route path="*" element={<Navigate to=".." relative="route" replace />} />
    </Routes>
  );
}
