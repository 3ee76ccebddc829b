import { useCallback, useId } from 'react';

import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useCurrentUserQuery, useTranslateRules } from '@back-office/shared';
import { validatePasswordChange } from '@back-office/shared/rules';
import { SubmitButton, useNotify } from '@back-office/shared/ui';
import { useRequestPasswordChangeMutation, type PasswordValues } from '../../api/password-api';
import { FormError } from '../../components/form-error';
import { PasswordField } from '../../components/password-field';
import { passwordErrorMessage } from './password-error-message';
import { useStepStyles } from './step-styles';
import { toSubmissionErrors } from './to-submission-errors';

const FIELDS = ['current_password', 'new_password', 'new_password_confirmation'] as const;

export interface PasswordStepProps {
  /** What was typed before going back from step 2. */
  initialValues?: PasswordValues;
  onCodeSent(passwords: PasswordValues, token: string): void;
}

/** SPEC §2 change password, step 1: current, new and confirmation, checked here before the server sees them. */
export function PasswordStep({ initialValues, onCodeSent }: PasswordStepProps) {
  const { t } = useTranslation('account');
  const styles = useStepStyles();
  const headingId = useId();
  const translateRules = useTranslateRules();
  const notify = useNotify();
  const [requestChange] = useRequestPasswordChangeMutation();
  // Issue 16: the e-mail's name may not be in the new password; the server checks it (and the lists) again.
  const email = useCurrentUserQuery().data?.email;
  const validate = useCallback(
    (values: Partial<PasswordValues>) => translateRules(validatePasswordChange(values, { email })),
    [translateRules, email],
  );

  async function submit(values: PasswordValues) {
    const result = await requestChange(values);
    if (!result.data) return toSubmissionErrors(passwordErrorMessage(result.error, t), FIELDS);
    notify.success(result.data.message || t('messages.otpSent'));
    onCodeSent(values, result.data.data.token);
    return undefined;
  }

  return (
    <Form<PasswordValues> onSubmit={submit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.heading}>
            {t('steps.passwords', { step: 1, steps: 2 })}
          </h2>
          <FormError messages={submitError as string[] | undefined} />
          <PasswordField name="current_password" label={t('fields.current_password')} autoComplete="current-password" />
          <PasswordField name="new_password" label={t('fields.new_password')} hint={t('policyHint')} autoComplete="new-password" />
          <PasswordField name="new_password_confirmation" label={t('fields.new_password_confirmation')} autoComplete="new-password" />
          <div className={styles.actions}>
            <SubmitButton submitting={submitting}>{t('actions.sendCode')}</SubmitButton>
          </div>
        </form>
      )}
    </Form>
  );
}
