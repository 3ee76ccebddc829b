import { Navigate, Route, Routes } from 'react-router-dom';
import { ChangePasswordPage } from './features/change-password/change-password-page';
import { MySessionsPage } from './features/my-sessions/my-sessions-page';

/** Routes of this remote, relative to where the shell mounts it. */
export function AccountApp() {
  return (
    <Routes>
      <Route index element={<ChangePasswordPage />} />
      {/* Issue 16: the shell mounts this remote under /account/* as well. */}
      <Route path="sessions" element={<MySessionsPage />} />
      <Route path="*" element={<Navigate to=".." relative="route" replace />} />
    </Routes>
  );
}
