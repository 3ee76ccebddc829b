import { Navigate, Route, Routes } from 'react-router-dom';
import { ChangePasswordPage } from './features/change-password/change-password-page';

/** Routes of this remote, relative to where the shell mounts it. */
export function AccountApp() {
  return (
    <Routes>
      <Route index element={<ChangePasswordPage />} />
      <Route path="*" element={<Navigate to=".." relative="route" replace />} />
    </Routes>
  );
}
