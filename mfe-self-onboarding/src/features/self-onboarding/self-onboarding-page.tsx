import { useTranslation } from 'react-i18next';
import { PageFrame } from '@back-office/shared/ui';
import { SelfOnboardingForm } from './self-onboarding-form';

/** SPEC §2 /self-onboarding in the portal: public, and the shell hides its menu here. */
export function SelfOnboardingPage() {
  const { t } = useTranslation('selfOnboarding');
  return (
    <PageFrame title={t('title')}>
      <SelfOnboardingForm />
    </PageFrame>
  );
}
