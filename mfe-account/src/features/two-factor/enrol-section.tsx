import { useCallback, useId } from 'react';
import { Button } from '@back-office/shared/fluent-core';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useTranslateRules } from '@back-office/shared';
import { validateTotpCode } from '@back-office/shared/rules';
import { SubmitButton } from '@back-office/shared/ui';
import { useConfirmTwoFactorMutation, useStartTwoFactorEnrolmentMutation } from '../../api/two-factor-api';
import { CodeField } from './code-field';
import { FormError } from '../../components/form-error';
import { useSectionStyles } from './section-styles';
import { submissionErrors } from './submission-errors';

/** Issue 16: start (QR code and the key as text), then confirm with a first code; the recovery codes follow. */
export function EnrolSection({ onEnabled }: { onEnabled(codes: string[]): void }) {
  const { t } = useTranslation('security');
  const styles = useSectionStyles();
  const scanId = useId();
  const confirmId = useId();
  const translateRules = useTranslateRules();
  const [start, started] = useStartTwoFactorEnrolmentMutation();
  const [confirm] = useConfirmTwoFactorMutation();
  const enrolment = started.data?.data;
  const validate = useCallback((values: { code?: string }) => translateRules(validateTotpCode(values.code)), [translateRules]);

  async function submit({ code }: { code: string }) {
    const result = await confirm({ code });
    if (!result.data) return submissionErrors(result.error, t('errors.failed'));
    onEnabled(result.data.data.recovery_codes);
    return undefined;
  }

  if (!enrolment) {
    return (
      <div className={styles.section}>
        {started.error && <FormError messages={t('errors.failed')} />}
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => void start()} disabled={started.isLoading}>
            {t('enrol.start')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <>
      <section className={styles.section} aria-labelledby={scanId}>
        <h2 id={scanId} className={styles.heading}>
          {t('enrol.scanTitle')}
        </h2>
        <p className={styles.text}>{t('enrol.scanHint')}</p>
        <img
          className={styles.qr}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
          alt={t('enrol.qrAlt')}
        />
        <p className={styles.text}>{t('enrol.keyLabel')}</p>
        <p className={styles.key} dir="ltr" data-testid="totp-secret">
          {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
        </p>
      </section>
      <Form<{ code: string }> onSubmit={submit} validate={validate}>
        {({ handleSubmit, submitting, submitError }) => (
          <form className={styles.section} onSubmit={handleSubmit} noValidate aria-labelledby={confirmId}>
            <h2 id={confirmId} className={styles.heading}>
              {t('enrol.confirmTitle')}
            </h2>
            <FormError messages={submitError as string | undefined} />
            <CodeField />
            <div className={styles.actions}>
              <SubmitButton submitting={submitting}>{t('enrol.confirm')}</SubmitButton>
            </div>
          </form>
        )}
      </Form>
    </>
  );
}
