import { Navigate, Route, Routes } from 'react-router-dom';
import './i18n/register-translations';
import { LimitRequestsListPage } from './features/limit-requests-list/limit-requests-list-page';

/** The limit-requests remote's pages, relative to wherever the shell mounts it (`/limit-requests/*`). */
export function LimitRequestsApp() {
  return (
    <Routes>
      <Route index element={<LimitRequestsListPage />} />
      {/* In a splat route ".." with relative="route" leads to the parent route: the list. */}
      <Route path="*" element={<Navigate to=".." relative="route" replace />} />
    </Routes>
  );
}
