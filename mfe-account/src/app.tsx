import { Navigate, Route, Routes } from 'react-router-dom';
import { ChangePasswordPage } from './features/change-password/change-password-page';
import { SecurityPage } from './features/two-factor/security-page';

/** Routes of this remote, relative to where the shell mounts it. */
export function AccountApp() {
  return (
    <Routes>
      <Route index element={<ChangePasswordPage />} />
      {/* Issue 16: mounted by the shell as /account/security. */}
      <Route path="security" element={<SecurityPage />} />
      <Route path="*" element={<Navigate to=".." relative="route" replace />} />
    </Routes>
  );
}
