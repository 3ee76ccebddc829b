import { useCallback, useEffect, useId, useState } from 'react';
import { Button } from '@back-office/shared/fluent-core';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useTranslateRules } from '@back-office/shared';
import { OTP_RESEND_SECONDS, validateOtp } from '@back-office/shared/rules';
import { SubmitButton, useNotify } from '@back-office/shared/ui';
import { useVerifyOtpMutation, type PasswordValues } from '../../api/password-api';
import { FormError } from '../../components/form-error';
import { OtpField } from './otp-field';
import { passwordErrorMessage } from './password-error-message';
import { useStepStyles } from './step-styles';
import { toSubmissionErrors } from './to-submission-errors';
import { useCountdown } from './use-countdown';
import { useResendOtp } from './use-resend-otp';

/** SPEC §9: after the password changed, the home page follows 2 s later. */
export const REDIRECT_DELAY_MS = 2000;

export interface OtpStepProps {
  passwords: PasswordValues;
  /** The token step 1 received; a resend replaces it. */
  token: string;
  onBack(): void;
}

/** SPEC §2 change password, step 2: the one-time code, with a resend after a 60 s countdown. */
export function OtpStep({ passwords, token: firstToken, onBack }: OtpStepProps) {
  const { t } = useTranslation('account');
  const styles = useStepStyles();
  const headingId = useId();
  const navigate = useNavigate();
  const notify = useNotify();
  const translateRules = useTranslateRules();
  const [token, setToken] = useState(firstToken);
  const [changed, setChanged] = useState(false);
  const { remaining, restart } = useCountdown(OTP_RESEND_SECONDS);
  const [verifyOtp] = useVerifyOtpMutation();
  const onResent = useCallback(
    (newToken: string) => {
      setToken(newToken);
      restart();
    },
    [restart],
  );
  const { resend, resending, error: resendError } = useResendOtp(token, onResent);
  const validate = useCallback((values: { otp?: string }) => translateRules(validateOtp(values.otp)), [translateRules]);

  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => navigate('/'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [changed, navigate]);

  async function submit({ otp }: { otp: string }) {
    const result = await verifyOtp({ ...passwords, otp, password_change_token: token });
    if (!result.data) return toSubmissionErrors(passwordErrorMessage(result.error, t), ['otp']);
    setChanged(true);
    notify.success(result.data.message || t('messages.passwordChanged'));
    return undefined;
  }

  return (
    <Form<{ otp: string }> onSubmit={submit} validate={validate}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.heading}>
            {t('steps.code', { step: 2, steps: 2 })}
          </h2>
          <FormError messages={submitError as string[] | undefined} />
          <FormError messages={resendError} />
          <OtpField disabled={changed} />
          <div className={styles.actions}>
            <Button onClick={onBack} disabled={submitting || changed}>
              {t('actions.back')}
            </Button>
            <Button onClick={() => void resend()} disabled={remaining > 0 || resending || submitting || changed}>
              {remaining > 0 ? t('actions.resendIn', { seconds: remaining }) : t('actions.resend')}
            </Button>
            <SubmitButton submitting={submitting} disabled={changed}>
              {t('actions.verify')}
            </SubmitButton>
          </div>
        </form>
      )}
    </Form>
  );
}
