import { useId, useState } from 'react';
import { Button, MessageBar, MessageBarBody, makeStyles, tokens, typographyStyles } from '@back-office/shared/fluent-core';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH, validateSecondFactor, type SecondFactorValues } from '@back-office/shared/rules';
import { errorMessage, fieldErrors, useLoginSecondFactorMutation, useTranslateRules, type LoginResult } from '@back-office/shared';
import { TextInputField } from '../form/text-input-field';
import { SubmitButton } from '../form/submit-button';
import { toLatinDigits } from '../form/numeric-text';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { ...typographyStyles.subtitle1, margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'space-between' },
});

interface SecondFactorFields {
  code?: string;
  recovery_code?: string;
}

export interface SecondFactorStepProps {
  challengeToken: string;
  onSignedIn(result: LoginResult): void;
  /** Back to the password (the challenge expired, or the person wants to). */
  onStartOver(): void;
}

/** Issue 16: after a correct password, the authenticator's code — or, once each, a recovery code. */
export function SecondFactorStep({ challengeToken, onSignedIn, onStartOver }: SecondFactorStepProps) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const translateRules = useTranslateRules();
  const [verify] = useLoginSecondFactorMutation();
  const [useRecovery, setUseRecovery] = useState(false);
  const headingId = useId();

  async function submit(values: SecondFactorFields) {
    const body = useRecovery
      ? { challenge_token: challengeToken, recovery_code: values.recovery_code?.trim() }
      : { challenge_token: challengeToken, code: toLatinDigits(values.code ?? '').trim() };
    const result = await verify(body);
    if ('error' in result) {
      const errors = fieldErrors(result.error);
      // The challenge is spent or expired: only a new password step helps, and the message says so.
      const challengeMessage = errors.challenge_token?.join(' ');
      return { ...errors, [FORM_ERROR]: challengeMessage ?? errorMessage(result.error, t('auth.loginError')) };
    }
    onSignedIn(result.data.data);
    return undefined;
  }

  const validate = (values: SecondFactorValues) =>
    translateRules(validateSecondFactor(useRecovery ? { recovery_code: values.recovery_code } : { code: values.code }));

  return (
    <Form<SecondFactorFields> onSubmit={submit} validate={validate}>
      {({ handleSubmit, submitting, submitError, form }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.heading}>
            {t('auth.secondFactorTitle')}
          </h2>
          {submitError && (
            <MessageBar intent="error" role="alert" layout="multiline">
              <MessageBarBody>{submitError}</MessageBarBody>
            </MessageBar>
          )}
          {useRecovery ? (
            <TextInputField
              key="recovery_code"
              name="recovery_code"
              label={t('auth.recoveryCode')}
              hint={t('auth.recoveryCodeHint')}
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              required
            />
          ) : (
            <TextInputField
              key="code"
              name="code"
              label={t('auth.code')}
              hint={t('auth.secondFactorHint')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={OTP_LENGTH}
              dir="ltr"
              required
            />
          )}
          <SubmitButton submitting={submitting}>{t('auth.verify')}</SubmitButton>
          <div className={styles.actions}>
            <Button
              appearance="transparent"
              onClick={() => {
                form.reset();
                setUseRecovery(!useRecovery);
              }}
            >
              {useRecovery ? t('auth.useAuthenticatorCode') : t('auth.useRecoveryCode')}
            </Button>
            <Button appearance="transparent" onClick={onStartOver} disabled={submitting}>
              {t('auth.startOver')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
