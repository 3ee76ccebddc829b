import { PageFrame } from '@back-office/shared/ui';
import { useTranslation } from 'react-i18next';

/** Staff accounts (issue 17); the staff helper replaces this with the list, the invitation and the account page. */
export function StaffRoutes() {
  const { t } = useTranslation('admin');
  return <PageFrame title={t('nav.users')}>{null}</PageFrame>;
}
