import { formatDateTime, type Language } from '@back-office/shared';
import type { StaffMember, StaffUpdateRequest } from '@back-office/shared/contract';
import { makeStyles, tokens } from '@back-office/shared/fluent-core';
import { addError, required, type FieldErrors } from '@back-office/shared/rules';
import { useTranslateRules } from '@back-office/shared';
import {
  DetailsCard,
  FormFrame,
  InfoList,
  LoadState,
  PageFrame,
  RouterLink,
  TextInputField,
  useNotify,
  useRouteId,
} from '@back-office/shared/ui';
import { useCallback } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useGetStaffMemberQuery, useUpdateStaffMemberMutation, type StaffAction } from '../../api/staff-api';
import { StaffActionButton } from './staff-action-button';
import { StaffBadges } from './staff-badges';
import { RoleAndLanguageFields } from './staff-fields';
import { submissionErrors } from './submission-errors';

const FIELDS = ['name', 'role', 'language'] as const;
type EditValues = Required<StaffUpdateRequest>;

const useStyles = makeStyles({
  layout: { display: 'grid', gap: tokens.spacingVerticalL, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))' },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Which actions make sense for the account as it is now. */
function actionsFor(member: StaffMember): StaffAction[] {
  return [
    member.active ? 'deactivate' : 'reactivate',
    ...(member.locked ? (['unlock'] as const) : []),
    ...(member.active && member.invitation_pending ? (['resend-invitation'] as const) : []),
    ...(member.active ? (['reset-password'] as const) : []),
    ...(member.two_factor_enabled ? (['reset-two-factor'] as const) : []),
  ];
}

function EditForm({ member }: { member: StaffMember }) {
  const { t } = useTranslation('staff');
  const notify = useNotify();
  const translateRules = useTranslateRules();
  const [update] = useUpdateStaffMemberMutation();
  const validate = useCallback(
    (values: Partial<EditValues>) => {
      const errors: FieldErrors = {};
      for (const field of FIELDS) {
        const rule = required(values[field]);
        if (rule) addError(errors, field, rule);
      }
      return translateRules(errors);
    },
    [translateRules],
  );

  async function submit(values: EditValues) {
    const result = await update({ id: member.id, changes: values });
    if (!result.data) return submissionErrors(result.error, t('member.saveError'), FIELDS);
    notify.success(result.data.message || t('member.saved'));
    return undefined;
  }

  return (
    <Form<EditValues>
      onSubmit={submit}
      validate={validate}
      initialValues={{ name: member.name, role: member.role, language: member.language }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <FormFrame
          onSubmit={handleSubmit}
          submitting={submitting}
          submitLabel={t('member.save')}
          message={submitError as string[] | undefined}
        >
          <TextInputField name="name" label={t('fields.name')} required autoComplete="off" />
          <RoleAndLanguageFields />
        </FormFrame>
      )}
    </Form>
  );
}

/** Issue 17, /admin/users/:id: the account, its edit form and its actions. */
export function StaffMemberPage() {
  const { t, i18n } = useTranslation('staff');
  const language = i18n.language as Language;
  const styles = useStyles();
  const id = useRouteId('id');
  const result = useGetStaffMemberQuery(id ?? 0, { skip: id === undefined });
  return (
    <PageFrame title={result.data?.name ?? t('list.title')} actions={<RouterLink to="..">{t('invite.back')}</RouterLink>}>
      <LoadState result={result} errorText={t('member.loadError')} emptyText={t('member.loadError')}>
        {(member) => (
          <div className={styles.layout}>
            <DetailsCard title={t('member.details')}>
              <StaffBadges member={member} withTwoFactor />
              <InfoList
                items={[
                  { label: t('fields.email'), value: <bdi>{member.email}</bdi> },
                  { label: t('fields.role'), value: t(`roles.${member.role}`) },
                  { label: t('fields.language'), value: t(`languages.${member.language}`) },
                  {
                    label: t('member.lastLogin'),
                    value: member.last_login_at ? formatDateTime(member.last_login_at, language) : t('list.never'),
                  },
                  { label: t('member.created'), value: formatDateTime(member.created_at, language) },
                ]}
              />
              <h3>{t('member.actions')}</h3>
              <div className={styles.buttons}>
                {actionsFor(member).map((action) => (
                  <StaffActionButton key={action} member={member} action={action} />
                ))}
              </div>
            </DetailsCard>
            <DetailsCard title={t('member.edit')}>
              <EditForm key={member.id} member={member} />
            </DetailsCard>
          </div>
        )}
      </LoadState>
    </PageFrame>
  );
}
