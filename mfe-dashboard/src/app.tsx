import { Spinner } from '@back-office/shared/fluent-core';
import { LazyPart } from '@back-office/shared/remotes';
import { useTranslation } from 'react-i18next';

// Issue 18: the page is a chunk of its own; the chart library is a further chunk it loads.
const loadDashboard = () => import('./features/dashboard/dashboard-page');

/** The landing page after log-in (issue 18), mounted by the shell at `/`. */
export function DashboardApp() {
  const { t } = useTranslation('common');
  return (
    <LazyPart load={loadDashboard} loading={<Spinner label={t('loading')} />}>
      {({ DashboardPage }) => <DashboardPage />}
    </LazyPart>
  );
}
