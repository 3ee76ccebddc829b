import { Spinner, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@back-office/shared';
import { ClientForm, ErrorState } from '@back-office/shared/ui';
import { publicGeography, useGetSelfCreateMetaQuery } from '../../api/self-onboarding-api';
import { ConsentField } from './consent-field';
import { HoneypotField } from './honeypot-field';
import { SelfOnboardingSuccess } from './self-onboarding-success';
import { useSelfOnboardingSubmit } from './use-self-onboarding-submit';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** SPEC §2 self-onboarding: the client form for a visitor, in the portal or on another site. */
export function SelfOnboardingForm() {
  const { t } = useTranslation('selfOnboarding');
  const styles = useStyles();
  const meta = useGetSelfCreateMetaQuery();
  const { onSubmit, success } = useSelfOnboardingSubmit();

  if (meta.error)
    return <ErrorState message={errorMessage(meta.error, t('errors.errorFetchingMetaData'))} onRetry={() => void meta.refetch()} />;
  if (!meta.data) return <Spinner label={t('common:loading')} />;
  return (
    <div className={styles.root}>
      <p>{t('intro')}</p>
      {success && <SelfOnboardingSuccess reference={success.reference} />}
      {/* Issue 15: worded for the applicant; no uniqueness checker, so it never reveals who is registered. */}
      <ClientForm
        mode="self"
        audience="applicant"
        meta={meta.data}
        geography={publicGeography}
        onSubmit={onSubmit}
        submitLabel={t('submit')}
      >
        <ConsentField />
        <HoneypotField />
      </ClientForm>
    </div>
  );
}
