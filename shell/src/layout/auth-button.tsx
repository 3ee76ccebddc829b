import { Button, Tooltip, ArrowEnterRegular, ArrowExitRegular } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectLoggedIn, useAppSelector } from '@back-office/shared';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '@back-office/shared/ui';
import { useLogout } from './use-logout';

/** Log in or out; on a phone only its icon, named for screen readers and in a tooltip (issue 15, defect 3). */
export function AuthButton() {
  const { t } = useTranslation('common');
  const loggedIn = useAppSelector(selectLoggedIn);
  const navigate = useNavigate();
  const logout = useLogout();
  const compact = useMediaQuery(SMALL_SCREEN_QUERY);
  const onLoginPage = useLocation().pathname === '/login';
  if (!loggedIn && onLoginPage) return null;
  const label = loggedIn ? t('auth.logout') : t('auth.login');
  const icon = loggedIn ? <ArrowExitRegular /> : <ArrowEnterRegular />;
  const onClick = loggedIn ? () => void logout() : () => navigate('/login');
  return compact ? (
    <Tooltip content={label} relationship="label">
      <Button appearance="subtle" icon={icon} onClick={onClick} />
    </Tooltip>
  ) : (
    <Button appearance="subtle" icon={icon} onClick={onClick}>
      {label}
    </Button>
  );
}
