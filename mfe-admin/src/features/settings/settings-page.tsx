import { PageFrame } from '@back-office/shared/ui';
import { useTranslation } from 'react-i18next';

/** Placeholder until this section's work lands (issue 17). */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  return <PageFrame title={t('nav.settings')}>{null}</PageFrame>;
}
