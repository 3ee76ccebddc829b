import { useCallback, useId } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useTranslateRules } from '@back-office/shared';
import { validateDisableTwoFactor, validateTotpCode, type DisableTwoFactorValues } from '@back-office/shared/rules';
import { SubmitButton, TextInputField, useNotify } from '@back-office/shared/ui';
import { useDisableTwoFactorMutation, useRegenerateRecoveryCodesMutation } from '../../api/two-factor-api';
import { CodeField } from './code-field';
import { FormError } from '../../components/form-error';
import { useSectionStyles } from './section-styles';
import { submissionErrors } from './submission-errors';

/** Issue 16: with two-factor log-in on, new recovery codes (a current code) or turning it off (password and code). */
export function ManageSection({ onNewCodes }: { onNewCodes(codes: string[]): void }) {
  const { t } = useTranslation('security');
  const styles = useSectionStyles();
  const notify = useNotify();
  const regenerateId = useId();
  const disableId = useId();
  const translateRules = useTranslateRules();
  const [regenerate] = useRegenerateRecoveryCodesMutation();
  const [disable] = useDisableTwoFactorMutation();
  const validateCode = useCallback((values: { code?: string }) => translateRules(validateTotpCode(values.code)), [translateRules]);
  const validateDisable = useCallback(
    (values: DisableTwoFactorValues) => translateRules(validateDisableTwoFactor(values)),
    [translateRules],
  );

  async function submitRegenerate({ code }: { code: string }) {
    const result = await regenerate({ code });
    if (!result.data) return submissionErrors(result.error, t('errors.failed'));
    onNewCodes(result.data.data.recovery_codes);
    return undefined;
  }

  async function submitDisable(values: { password: string; code: string }) {
    const result = await disable(values);
    if (!result.data) return submissionErrors(result.error, t('errors.failed'));
    notify.success(result.data.message);
    return undefined;
  }

  return (
    <>
      <Form<{ code: string }> onSubmit={submitRegenerate} validate={validateCode}>
        {({ handleSubmit, submitting, submitError }) => (
          <form className={styles.section} onSubmit={handleSubmit} noValidate aria-labelledby={regenerateId}>
            <h2 id={regenerateId} className={styles.heading}>
              {t('manage.regenerateTitle')}
            </h2>
            <p className={styles.text}>{t('manage.regenerateHint')}</p>
            <FormError messages={submitError as string | undefined} />
            <CodeField />
            <div className={styles.actions}>
              <SubmitButton submitting={submitting}>{t('manage.regenerate')}</SubmitButton>
            </div>
          </form>
        )}
      </Form>
      <Form<{ password: string; code: string }> onSubmit={submitDisable} validate={validateDisable}>
        {({ handleSubmit, submitting, submitError }) => (
          <form className={styles.section} onSubmit={handleSubmit} noValidate aria-labelledby={disableId}>
            <h2 id={disableId} className={styles.heading}>
              {t('manage.disableTitle')}
            </h2>
            <FormError messages={submitError as string | undefined} />
            <TextInputField name="password" type="password" label={t('fields.password')} autoComplete="current-password" required />
            <CodeField />
            <div className={styles.actions}>
              <SubmitButton submitting={submitting}>{t('manage.disable')}</SubmitButton>
            </div>
          </form>
        )}
      </Form>
    </>
  );
}
