import { useT } from '../../kit/i18n';
import { AddressGroup } from './address-group';
import { SelectInput, TextInput } from '../../kit/fields';
import type { StepProps } from './step-props';
import { findFreelanceId } from './validate-application';

/** Step 3, work and income; a freelancer names no company (SPEC §5). */
export function WorkStep(props: StepProps) {
  const { t } = useT();
  const { app, binding, options } = props;
  const { bind } = binding;
  const freelance =
    app.values.employment_type_id !== '' && Number(app.values.employment_type_id) === findFreelanceId(options.employment_types);
  return (
    <>
      <SelectInput {...bind('employment_type_id')} label={t('field.employment_type_id')} options={options.employment_types} required />
      {!freelance && <TextInput {...bind('company_name')} label={t('field.company_name')} required autoComplete="organization" />}
      <TextInput {...bind('title')} label={t('field.title')} hint={t('hint.title')} required autoComplete="organization-title" />
      <SelectInput {...bind('company_sector')} label={t('field.company_sector')} options={options.company_sectors} required />
      <TextInput {...bind('monthly_income')} label={t('field.monthly_income')} required inputMode="decimal" dir="ltr" />
      <AddressGroup {...props} kind="company" />
    </>
  );
}
