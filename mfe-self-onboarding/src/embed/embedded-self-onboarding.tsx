import { makeStyles, tokens, typographyStyles } from '@back-office/shared/fluent-core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelfOnboardingForm } from '../features/self-onboarding/self-onboarding-form';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  title: { ...typographyStyles.title3, margin: 0 },
});

/**
 * The form as a section of another site's page: a heading of its own level, and no page
 * title, since the browser tab belongs to that site.
 */
export function EmbeddedSelfOnboarding() {
  const { t } = useTranslation('selfOnboarding');
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('title')}
      </h2>
      <SelfOnboardingForm />
    </section>
  );
}
