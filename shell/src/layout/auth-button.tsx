import { Button, ArrowEnterRegular, ArrowExitRegular } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectLoggedIn, useAppSelector } from '@back-office/shared';
import { useLogout } from './use-logout';

export function AuthButton() {
  const { t } = useTranslation('common');
  const loggedIn = useAppSelector(selectLoggedIn);
  const navigate = useNavigate();
  const logout = useLogout();
  const onLoginPage = useLocation().pathname === '/login';
  if (!loggedIn && onLoginPage) return null;
  return loggedIn ? (
    <Button appearance="subtle" icon={<ArrowExitRegular />} onClick={() => void logout()}>
      {t('auth.logout')}
    </Button>
  ) : (
    <Button appearance="subtle" icon={<ArrowEnterRegular />} onClick={() => navigate('/login')}>
      {t('auth.login')}
    </Button>
  );
}
