import { useNavigate } from 'react-router-dom';
import { sessionEnded, useAppDispatch, useLogoutMutation } from '@back-office/shared';

/** Revokes the token on the server, then forgets it here, whatever the server said. */
export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async () => {
    await logout();
    dispatch(sessionEnded({ byUser: true }));
    navigate('/login', { replace: true });
  };
}
