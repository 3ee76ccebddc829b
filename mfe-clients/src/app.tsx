import { Navigate, Route, Routes } from 'react-router-dom';
import './i18n/register-translations';
import { ClientCreatePage } from './features/client-create/client-create-page';
import { ClientDetailsPage } from './features/client-details/client-details-page';
import { ClientEditPage } from './features/client-edit/client-edit-page';
import { ClientsListPage } from './features/clients-list/clients-list-page';

/** The clients remote's pages, relative to wherever the shell mounts it (`/clients/*`). */
export function ClientsApp() {
  return (
    <Routes>
      <Route index element={<ClientsListPage />} />
      <Route path="create" element={<ClientCreatePage />} />
      <Route path=":id" element={<ClientDetailsPage />} />
      <Route path=":id/edit" element={<ClientEditPage />} />
      {/* In a splat route "." keeps the unknown segments; the parent route is the list. */}
      <Route path="*" element={<Navigate to=".." relative="route" replace />} />
    </Routes>
  );
}
