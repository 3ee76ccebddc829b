import { Navigate, Outlet } from 'react-router-dom';
import { selectLoggedIn, useAppSelector } from '@back-office/shared';

/** SPEC §2: every route but login and self-onboarding needs a session. */
export function RequireSession() {
  const loggedIn = useAppSelector(selectLoggedIn);
  return loggedIn ? <Outlet /> : <Navigate to="/login" replace />;
}
