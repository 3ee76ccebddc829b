import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../form/select-field';
import { TextInputField } from '../form/text-input-field';
import type { ClientFormMeta } from './client-form-types';
import { findFreelanceId } from './freelance';

/** Company name (not needed for Freelance, SPEC §5), sector and lead company. */
export function CompanyFields({ meta }: { meta: ClientFormMeta }) {
  const { t } = useTranslation('common');
  const employmentTypeId = useField<number | undefined>('employment_type_id', { subscription: { value: true } }).input.value;
  const freelance = employmentTypeId !== undefined && employmentTypeId === findFreelanceId(meta.employment_types);
  return (
    <>
      <TextInputField name="company_name" label={t('clientForm.fields.company_name')} required={!freelance} />
      <SelectField name="company_sector" label={t('clientForm.fields.company_sector')} options={meta.company_sectors} required />
      <SelectField name="lead_company_id" label={t('clientForm.fields.lead_company_id')} options={meta.lead_companies} />
    </>
  );
}
