import { errorMessage, fieldErrors, formatMoney, selectLanguage, useAppSelector, useTranslateRules } from '@back-office/shared';
import type { AdminSettings } from '@back-office/shared/contract';
import { Body1, makeStyles, mergeClasses, tokens } from '@back-office/shared/fluent-core';
import { SLA_STAGES, validateSettings } from '@back-office/shared/rules';
import {
  FormFrame,
  FormSection,
  nestErrors,
  NumberField,
  placeSubmitErrors,
  useFullRowStyles,
  useNotify,
  useStaleRecord,
  useStaleRecordAction,
} from '@back-office/shared/ui';
import { FORM_ERROR } from 'final-form';
import { useCallback, useMemo, useState } from 'react';
import { Form, useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useSaveSettingsMutation } from '../../api/settings-api';
import { HolidaysField } from './holidays-field';
import { LastChange } from './last-change';
import { RoleCheckboxes } from './role-checkboxes';
import { toFormValues, toPatch, type SettingsFormValues } from './settings-form-values';

const useStyles = makeStyles({ note: { color: tokens.colorNeutralForeground2 } });

/** The fields a server error can be shown under (any other goes to the message above the button). */
function shownFields(values: SettingsFormValues): string[] {
  return [
    'four_eyes_amount',
    'four_eyes_percent',
    'two_factor_required_roles',
    'export_roles',
    ...SLA_STAGES.map((stage) => `sla_hours.${stage}`),
    ...(values.public_holidays ?? []).flatMap((_, index) =>
      ['date', 'name_ar', 'name_en'].map((name) => `public_holidays.${index}.${name}`),
    ),
  ];
}

/** The amount as money, in the page's language, under the box (the money formatting of the rest of the portal). */
function AmountField() {
  const { t } = useTranslation('settings');
  const language = useAppSelector(selectLanguage);
  const { input } = useField<string>('four_eyes_amount', { subscription: { value: true } });
  const amount = input.value?.trim() ? formatMoney(input.value, language) : undefined;
  return (
    <NumberField
      name="four_eyes_amount"
      label={t('fourEyes.amount')}
      hint={amount && t('fourEyes.amountHint', { amount })}
      allowDecimals={false}
      required
    />
  );
}

export interface SettingsFormProps {
  settings: AdminSettings;
  /** Fetches the latest settings (and version) into the page. */
  reload: () => Promise<unknown>;
}

/**
 * Issue 17: the settings in one form. A save sends every value with the version the page was
 * opened on; the server writes what changed. When another admin saved meanwhile (409) the
 * message offers Reload, which takes their values for every field this admin did not touch.
 */
export function SettingsForm({ settings, reload }: SettingsFormProps) {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  const full = useFullRowStyles();
  const notify = useNotify();
  const translateRules = useTranslateRules();
  const [save] = useSaveSettingsMutation();
  const [stale, setStale] = useState(false);
  const staleRecord = useStaleRecord(stale, setStale, reload);
  const { action, messageHidden, onSubmitStart } = useStaleRecordAction(staleRecord);
  const initialValues = useMemo(() => toFormValues(settings.values), [settings.values]);
  const validate = useCallback(
    (values: SettingsFormValues) => nestErrors(translateRules(validateSettings(toPatch(values)))),
    [translateRules],
  );

  async function submit(values: SettingsFormValues) {
    onSubmitStart();
    const result = await save({ changes: toPatch(values), version: settings.version });
    if (result.data) {
      setStale(false);
      notify.success(result.data.message || t('saved'));
      return undefined;
    }
    const status = result.error && 'status' in result.error ? result.error.status : undefined;
    setStale(status === 409);
    const placed = placeSubmitErrors(fieldErrors(result.error), shownFields(values), t('fixFields'));
    const message = errorMessage(result.error, t('saveFailed'));
    return { ...placed, [FORM_ERROR]: [message, ...((placed?.[FORM_ERROR] as string[] | undefined) ?? [])] };
  }

  const changes = settings.last_changes;
  const note = mergeClasses(full.row, styles.note);
  return (
    <Form<SettingsFormValues> onSubmit={submit} validate={validate} initialValues={initialValues} keepDirtyOnReinitialize>
      {({ handleSubmit, submitting, submitError }) => (
        <FormFrame
          onSubmit={handleSubmit}
          submitting={submitting}
          submitLabel={t('save')}
          message={messageHidden ? undefined : (submitError as string[] | undefined)}
          messagePlacement="end"
          messageAction={action}
        >
          <FormSection title={t('fourEyes.title')}>
            <Body1 className={full.row}>{t('fourEyes.description')}</Body1>
            <AmountField />
            <NumberField name="four_eyes_percent" label={t('fourEyes.percent')} allowDecimals={false} required />
            <LastChange className={note} changes={changes} keys={['four_eyes_amount', 'four_eyes_percent']} />
          </FormSection>
          <FormSection title={t('twoFactor.title')}>
            <Body1 className={full.row}>{t('twoFactor.description')}</Body1>
            <div className={full.row}>
              <RoleCheckboxes name="two_factor_required_roles" />
            </div>
            <LastChange className={note} changes={changes} keys={['two_factor_required_roles']} />
          </FormSection>
          <FormSection title={t('exportRoles.title')}>
            <Body1 className={full.row}>{t('exportRoles.description')}</Body1>
            <div className={full.row}>
              <RoleCheckboxes name="export_roles" />
            </div>
            <LastChange className={note} changes={changes} keys={['export_roles']} />
          </FormSection>
          <FormSection title={t('sla.title')}>
            <Body1 className={full.row}>{t('sla.hint')}</Body1>
            {SLA_STAGES.map((stage) => (
              <NumberField key={stage} name={`sla_hours.${stage}`} label={t(`stages.${stage}`)} allowDecimals={false} required />
            ))}
            <LastChange className={note} changes={changes} keys={['sla_hours']} />
          </FormSection>
          <FormSection title={t('holidays.title')}>
            <Body1 className={full.row}>{t('holidays.description')}</Body1>
            <HolidaysField />
            <LastChange className={note} changes={changes} keys={['public_holidays']} />
          </FormSection>
        </FormFrame>
      )}
    </Form>
  );
}
