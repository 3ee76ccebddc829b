import { MessageBar, MessageBarBody, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { validateLogin, type LoginValues } from '@back-office/shared/rules';
import {
  errorMessage,
  fieldErrors,
  sessionStarted,
  useAppDispatch,
  useLoginMutation,
  useTranslateRules,
  type LoginRequest,
} from '@back-office/shared';
import { TextInputField } from '../form/text-input-field';
import { SubmitButton } from '../form/submit-button';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** SPEC §5 login: rules checked in the browser first, then the server's answer under the fields. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();
  const translateRules = useTranslateRules();

  async function submit(values: LoginRequest) {
    const result = await login({ email: values.email.trim(), password: values.password });
    if ('error' in result) {
      return { ...fieldErrors(result.error), [FORM_ERROR]: errorMessage(result.error, t('auth.loginError')) };
    }
    dispatch(sessionStarted({ accessToken: result.data.data.access_token, userId: String(result.data.data.user_id) }));
    onLoggedIn();
    return undefined;
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
