import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectEndedByUser, selectLoggedIn, useAppSelector, useCurrentUserQuery } from '@back-office/shared';
import { ENROLMENT_PATH } from './enrolment-path';
import { loginPathFor } from './return-path';

/**
 * SPEC §2: every route but login and self-onboarding needs a session. Signed out (a deep link,
 * or a 401 mid-session ending it), /login is told where the user was, to return there (issue 15, defect 13);
 * not after the user logged out on purpose.
 * Issue 16: a session limited to enrolling an authenticator shows nothing but the enrolment page,
 * whatever address is typed (the API refuses every other route to it anyway).
 */
export function RequireSession() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const endedByUser = useAppSelector(selectEndedByUser);
  const { pathname, search, hash } = useLocation();
  const { data: user } = useCurrentUserQuery(undefined, { skip: !loggedIn });
  // After "Log out" this still renders once at the page left, before the logout's own navigation lands.
  if (!loggedIn) return <Navigate to={endedByUser ? '/login' : loginPathFor(`${pathname}${search}${hash}`)} replace />;
  if (user?.enrolment_required && pathname !== ENROLMENT_PATH) return <Navigate to={ENROLMENT_PATH} replace />;
  return <Outlet />;
}
