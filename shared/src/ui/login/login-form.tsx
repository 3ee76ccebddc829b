import { useState } from 'react';
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { validateLogin, type LoginValues } from '@back-office/shared/rules';
import {
  errorMessage,
  fieldErrors,
  readDeviceToken,
  sessionStarted,
  useAppDispatch,
  useLoginMutation,
  useTranslateRules,
  writeDeviceToken,
  type LoginRequest,
  type LoginResult,
} from '@back-office/shared';
import { TextInputField } from '../form/text-input-field';
import { SubmitButton } from '../form/submit-button';
import { SecondFactorStep } from './second-factor-step';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export interface LoggedIn {
  /** The person's role requires two-factor log-in and they have not enrolled: only enrolment is open (issue 16). */
  enrolmentRequired: boolean;
}

/**
 * SPEC §5 login: rules checked in the browser first, then the server's answer under the fields.
 * Issue 16: an account with two-factor log-in answers with a challenge, and the code step follows;
 * the browser keeps the device token every successful log-in hands out and sends it next time.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (loggedIn: LoggedIn) => void }) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();
  const translateRules = useTranslateRules();
  const [challengeToken, setChallengeToken] = useState<string>();

  function signedIn(result: LoginResult) {
    writeDeviceToken(result.device_token);
    // Told before the session starts: starting it re-renders the page at once, which then knows where to go.
    onLoggedIn({ enrolmentRequired: result.enrolment_required });
    dispatch(sessionStarted({ accessToken: result.access_token, userId: String(result.user_id) }));
  }

  async function submit(values: LoginRequest) {
    const deviceToken = readDeviceToken();
    const result = await login({
      email: values.email.trim(),
      password: values.password,
      ...(deviceToken && { device_token: deviceToken }),
    });
    if ('error' in result) {
      return { ...fieldErrors(result.error), [FORM_ERROR]: errorMessage(result.error, t('auth.loginError')) };
    }
    const { data } = result.data;
    if ('challenge_token' in data) setChallengeToken(data.challenge_token);
    else signedIn(data);
    return undefined;
  }

  if (challengeToken) {
    return <SecondFactorStep challengeToken={challengeToken} onSignedIn={signedIn} onStartOver={() => setChallengeToken(undefined)} />;
  }

  return (
    <Form<LoginRequest> onSubmit={submit} validate={(values: LoginValues) => translateRules(validateLogin(values))}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label={t('auth.loginTitle')}>
          {submitError && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{submitError}</MessageBarBody>
            </MessageBar>
          )}
          <TextInputField name="email" type="email" label={t('auth.email')} autoComplete="username" required />
          <TextInputField name="password" type="password" label={t('auth.password')} autoComplete="current-password" required />
          <SubmitButton submitting={submitting}>{t('auth.login')}</SubmitButton>
        </form>
      )}
    </Form>
  );
}
