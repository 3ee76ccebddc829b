import { Spinner } from '@back-office/shared/fluent-core';
import { LazyPart } from '@back-office/shared/remotes';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ChangePasswordPage } from './features/change-password/change-password-page';

// Issue 16: my sessions and the security page are chunks of their own, so the change-password page loads no more than before.
const loadSessionsPage = () => import('./features/my-sessions/my-sessions-page');
const loadSecurityPage = () => import('./features/two-factor/security-page');

function SessionsRoute() {
  const { t } = useTranslation('common');
  return (
    <LazyPart load={loadSessionsPage} loading={<Spinner label={t('loading')} />}>
      {({ MySessionsPage }) => <MySessionsPage />}
    </LazyPart>
  );
}

/** Routes of this remote, relative to where the shell mounts it (/change-password/*, and /account/* since issue 16). */
export function AccountApp() {
  return (
    <Routes>
      <Route index element={<ChangePasswordPage />} />
      <Route path="sessions" element={<SessionsRoute />} />
      <Route path="security" element={<LazyPart load={loadSecurityPage}>{({ SecurityPage }) => <SecurityPage />}</LazyPart>} />
      <Route path="*" element={<Navigate to=".." relative="route" replace />} />
    </Routes>
  );
}
