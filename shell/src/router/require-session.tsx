import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectLoggedIn, useAppSelector } from '@back-office/shared';
import { loginPathFor } from './return-path';

/**
 * SPEC §2: every route but login and self-onboarding needs a session. Signed out (a deep link,
 * or a 401 mid-session ending it), /login is told where the user was, to return there (issue 15, defect 13).
 */
export function RequireSession() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const { pathname, search, hash } = useLocation();
  return loggedIn ? <Outlet /> : <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
}
