import { Spinner } from '@back-office/shared/fluent-core';
import { LazyPart } from '@back-office/shared/remotes';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ChangePasswordPage } from './features/change-password/change-password-page';

// Issue 16: my sessions and the security page are chunks of their own, so the change-password page loads no more than before.
const loadSessionsPage = () => import('./features/my-sessions/my-sessions-page');
const loadSecurityPage = () => import('./features/two-factor/security-page');
// Issue 18: which notifications also send an e-mail, a chunk of its own too.
const loadNotificationPreferencesPage = () => import('./features/notification-preferences/notification-preferences-page');
// Issue 17: the public set-password page (a mailed link), a chunk of its own too.
const loadSetPasswordPage = () => import('./features/set-password/set-password-page');

function SessionsRoute() {
  const { t } = useTranslation('common');
  return (
    <LazyPart load={loadSessionsPage} loading={<Spinner label={t('loading')} />}>
      {({ MySessionsPage }) => <MySessionsPage />}
    </LazyPart>
  );
}

/** Routes of this remote, relative to where the shell mounts it (/change-password/*, /account/* since issue 16, /set-password since issue 17; /account/notifications since issue 18). */
export function AccountApp() {
  // Issue 17: the shell also mounts this remote, signed out, at /set-password for the mailed links.
  // (useLocation, not useMatch: the shell shares react-router-dom with only the hooks the portal uses.)
  if (useLocation().pathname.startsWith('/set-password'))
    return <LazyPart load={loadSetPasswordPage}>{({ SetPasswordPage }) => <SetPasswordPage />}</LazyPart>;
  return (
    <Routes>
      <Route index element={<ChangePasswordPage />} />
      <Route path="sessions" element={<SessionsRoute />} />
      <Route path="security" element={<LazyPart load={loadSecurityPage}>{({ SecurityPage }) => <SecurityPage />}</LazyPart>} />
      <Route
        path="notifications"
        element={
          <LazyPart load={loadNotificationPreferencesPage}>{({ NotificationPreferencesPage }) => <NotificationPreferencesPage />}</LazyPart>
        }
      />
      <Route path="*" element={<Navigate to=".." relative="route" replace />} />
    </Routes>
  );
}
