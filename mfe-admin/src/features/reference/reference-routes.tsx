import { PageFrame } from '@back-office/shared/ui';
import { useTranslation } from 'react-i18next';

/** Placeholder until this section's work lands (issue 17). */
export function ReferenceRoutes() {
  const { t } = useTranslation('admin');
  return <PageFrame title={t('nav.reference')}>{null}</PageFrame>;
}
