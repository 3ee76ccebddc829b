import { Navigate, Route, Routes } from 'react-router-dom';
import { LazyPart } from '@back-office/shared/remotes';
import { ChangePasswordPage } from './features/change-password/change-password-page';

// Issue 16: the security page (and its forms) in a chunk of its own, so /change-password loads no more than before.
const loadSecurityPage = () => import('./features/two-factor/security-page');

/** Routes of this remote, relative to where the shell mounts it. */
export function AccountApp() {
  return (
    <Routes>
      <Route index element={<ChangePasswordPage />} />
      {/* Mounted by the shell as /account/security. */}
      <Route path="security" element={<LazyPart load={loadSecurityPage}>{({ SecurityPage }) => <SecurityPage />}</LazyPart>} />
      <Route path="*" element={<Navigate to=".." relative="route" replace />} />
    </Routes>
  );
}
