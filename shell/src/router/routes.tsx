import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { LoginPage } from '../login/login-page';
import { RemoteMount } from '../remotes/remote-mount';
import { RequireSession } from './require-session';
import { RouteErrorBoundary } from './route-error-boundary';

/** SPEC §2 routes; each domain's sub-routes belong to the remote mounted under its prefix. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'self-onboarding/*', element: <RemoteMount key="mfe_self_onboarding" remote="mfe_self_onboarding" /> },
      // Issue 17: the link an invitation or a forced reset mails; opened signed out, served by mfe-account.
      { path: 'set-password/*', element: <RemoteMount key="mfe_account" remote="mfe_account" /> },
      {
        element: <RequireSession />,
        children: [
          // Issue 18: staff land on the dashboard; when its remote is down, on the clients list instead of an error.
          {
            index: true,
            element: <RemoteMount key="mfe_dashboard" remote="mfe_dashboard" unavailable={() => <Navigate to="/clients" replace />} />,
          },
          { path: 'clients/*', element: <RemoteMount key="mfe_clients" remote="mfe_clients" /> },
          { path: 'limit-requests/*', element: <RemoteMount key="mfe_limit_requests" remote="mfe_limit_requests" /> },
          { path: 'change-password/*', element: <RemoteMount key="mfe_account" remote="mfe_account" /> },
          // Issue 16: the account pages (security, my sessions) belong to mfe-account too.
          { path: 'account/*', element: <RemoteMount key="mfe_account" remote="mfe_account" /> },
          // Issue 17: administration. The API refuses it to other roles; the drawer shows it to admins only.
          { path: 'admin/*', element: <RemoteMount key="mfe_admin" remote="mfe_admin" /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * The routes in a declarative router: the data router's loaders and actions are not used, and
 * leaving it out of the bundle takes 16 KB of gzip JavaScript off /login.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}
