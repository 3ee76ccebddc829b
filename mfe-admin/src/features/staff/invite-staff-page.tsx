import { useTranslateRules } from '@back-office/shared';
import type { StaffCreateRequest } from '@back-office/shared/contract';
import { addError, emailFormat, required, type FieldErrors } from '@back-office/shared/rules';
import { FormFrame, PageFrame, RouterLink, TextInputField, useNotify } from '@back-office/shared/ui';
import { Body1, makeStyles } from '@back-office/shared/fluent-core';
import { useCallback } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCreateStaffMemberMutation } from '../../api/staff-api';
import { RoleAndLanguageFields } from './staff-fields';
import { submissionErrors } from './submission-errors';

const FIELDS = ['name', 'email', 'role', 'language'] as const;
type InviteValues = Partial<StaffCreateRequest>;

const useStyles = makeStyles({ form: { maxWidth: '40rem' } });

function validateInvite(values: InviteValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELDS) {
    const rule = required(values[field]) ?? (field === 'email' ? emailFormat(values.email) : undefined);
    if (rule) addError(errors, field, rule);
  }
  return errors;
}

/** Issue 17, /admin/users/new: name, e-mail, role and language; the person sets their own password from the mail. */
export function InviteStaffPage() {
  const { t } = useTranslation('staff');
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const translateRules = useTranslateRules();
  const [create] = useCreateStaffMemberMutation();
  const validate = useCallback((values: InviteValues) => translateRules(validateInvite(values)), [translateRules]);

  async function submit(values: InviteValues) {
    const result = await create(values as StaffCreateRequest);
    if (!result.data) return submissionErrors(result.error, t('invite.error'), FIELDS);
    notify.success(result.data.message || t('invite.sent'));
    navigate(`../${result.data.data.id}`);
    return undefined;
  }

  return (
    <PageFrame title={t('invite.title')} actions={<RouterLink to="..">{t('invite.back')}</RouterLink>}>
      <Body1>{t('invite.intro')}</Body1>
      <div className={styles.form}>
        <Form<InviteValues> onSubmit={submit} validate={validate} initialValues={{ role: 'agent', language: 'ar' }}>
          {({ handleSubmit, submitting, submitError }) => (
            <FormFrame
              onSubmit={handleSubmit}
              submitting={submitting}
              submitLabel={t('invite.submit')}
              message={submitError as string[] | undefined}
            >
              <TextInputField name="name" label={t('fields.name')} required autoComplete="off" />
              <TextInputField name="email" label={t('fields.email')} required type="email" autoComplete="off" dir="ltr" />
              <RoleAndLanguageFields />
            </FormFrame>
          )}
        </Form>
      </div>
    </PageFrame>
  );
}
