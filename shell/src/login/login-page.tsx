import { Body1, Card, Title2, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { selectLoggedIn, useAppSelector } from '@back-office/shared';
import { LoginForm, usePageTitle } from '@back-office/shared/ui';
import { ENROLMENT_PATH } from '../router/enrolment-path';
import { RETURN_PARAM, safeReturnPath } from '../router/return-path';

const useStyles = makeStyles({
  page: { display: 'flex', justifyContent: 'center', padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}` },
  card: { width: '100%', maxWidth: '420px', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalL },
  welcome: { color: tokens.colorNeutralForeground2 },
});

/** SPEC §2 /login: greets with the welcome text; success goes to / or back to the in-app page the user came from (issue 15). */
export function LoginPage() {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const loggedIn = useAppSelector(selectLoggedIn);
  const [params] = useSearchParams();
  const target = safeReturnPath(params.get(RETURN_PARAM)) ?? '/';
  // Issue 16: a role that requires two-factor log-in, not yet enrolled, can do nothing else first.
  const destination = useRef<string>(undefined);
  usePageTitle(t('auth.login'));
  if (loggedIn) return <Navigate to={destination.current ?? target} replace />;
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <Title2 as="h1">{t('appName')}</Title2>
        <Body1 className={styles.welcome}>{t('welcome')}</Body1>
        <LoginForm
          onLoggedIn={({ enrolmentRequired }) => {
            destination.current = enrolmentRequired ? ENROLMENT_PATH : target;
          }}
        />
      </Card>
    </div>
  );
}
