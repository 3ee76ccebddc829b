import { useCallback } from 'react';
import { Body1, Spinner } from '@back-office/shared/fluent-core';
import { errorMessage, fieldErrors, skipToken, useTranslateRules } from '@back-office/shared';
import type { SetPasswordLink, SetPasswordRequest } from '@back-office/shared/contract';
import { validateNewPassword } from '@back-office/shared/rules';
import { EmptyState, FormFrame, PageFrame, RouterButton, useNotify } from '@back-office/shared/ui';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useGetSetPasswordLinkQuery, useSetPasswordMutation } from '../../api/set-password-api';
import { PasswordField } from '../../components/password-field';

type Values = Omit<SetPasswordRequest, 'token'>;
const FIELDS = ['new_password', 'new_password_confirmation'];

function SetPasswordForm({ token, link }: { token: string; link: SetPasswordLink }) {
  const { t } = useTranslation('setPassword');
  const { t: tAccount } = useTranslation('account');
  const notify = useNotify();
  const navigate = useNavigate();
  const translateRules = useTranslateRules();
  const [setPassword] = useSetPasswordMutation();
  // The same rules as the change-password page, the e-mail's name included; the server checks them again.
  const validate = useCallback(
    (values: Partial<Values>) => translateRules(validateNewPassword(values, { email: link.email })),
    [translateRules, link.email],
  );

  async function submit(values: Values) {
    const result = await setPassword({ token, ...values });
    if (!result.data) {
      const fields = fieldErrors(result.error);
      const shown = Object.fromEntries(Object.entries(fields).filter(([field]) => FIELDS.includes(field)));
      const others = Object.entries(fields)
        .filter(([field]) => !FIELDS.includes(field))
        .flatMap(([, messages]) => messages);
      const message =
        others.length > 0 || Object.keys(shown).length === 0
          ? [...new Set([errorMessage(result.error, t('failed')), ...others])]
          : undefined;
      return message ? { ...shown, [FORM_ERROR]: message } : shown;
    }
    notify.success(result.data.message || t('done'));
    navigate('/login', { replace: true });
    return undefined;
  }

  return (
    <Form<Values> onSubmit={submit} validate={validate}>
      {({ handleSubmit, submitting, submitError }) => (
        <FormFrame onSubmit={handleSubmit} submitting={submitting} submitLabel={t('submit')} message={submitError as string[] | undefined}>
          <PasswordField
            name="new_password"
            label={tAccount('fields.new_password')}
            hint={tAccount('policyHint')}
            autoComplete="new-password"
          />
          <PasswordField
            name="new_password_confirmation"
            label={tAccount('fields.new_password_confirmation')}
            autoComplete="new-password"
          />
        </FormFrame>
      )}
    </Form>
  );
}

/** Issue 17, /set-password?token=…: the person greeted by name sets their password, then logs in. */
export function SetPasswordPage() {
  const { t } = useTranslation('setPassword');
  const token = useSearchParams()[0].get('token') ?? '';
  const result = useGetSetPasswordLinkQuery(token || skipToken);
  const link = result.data;
  let content;
  if (link) {
    content = (
      <>
        <h2>{t('greeting', { name: link.name })}</h2>
        <Body1>{t(link.purpose === 'invite' ? 'inviteIntro' : 'resetIntro', { email: link.email })}</Body1>
        <SetPasswordForm token={token} link={link} />
      </>
    );
  } else if (token && result.isLoading) {
    content = <Spinner label={t('checking')} />;
  } else {
    content = (
      <EmptyState
        title={t('invalidTitle')}
        description={result.error ? errorMessage(result.error, t('invalid')) : t('invalid')}
        action={<RouterButton to="/login">{t('toLogin')}</RouterButton>}
      />
    );
  }
  return <PageFrame title={t('title')}>{content}</PageFrame>;
}
