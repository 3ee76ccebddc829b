import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectLoggedIn, useAppSelector, useCurrentUserQuery } from '@back-office/shared';
import { ENROLMENT_PATH } from './enrolment-path';
import { loginPathFor } from './return-path';

/**
 * SPEC §2: every route but login and self-onboarding needs a session. Signed out (a deep link,
 * or a 401 mid-session ending it), /login is told where the user was, to return there (issue 15, defect 13).
 * Issue 16: a session limited to enrolling an authenticator shows nothing but the enrolment page,
 * whatever address is typed (the API refuses every other route to it anyway).
 */
export function RequireSession() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const { pathname, search, hash } = useLocation();
  const { data: user } = useCurrentUserQuery(undefined, { skip: !loggedIn });
  if (!loggedIn) return <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
  if (user?.enrolment_required && pathname !== ENROLMENT_PATH) return <Navigate to={ENROLMENT_PATH} replace />;
  return <Outlet />;
}
