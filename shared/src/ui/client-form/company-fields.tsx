import { useField } from 'react-final-form';
import { SelectField } from '../form/select-field';
import { TextInputField } from '../form/text-input-field';
import type { ClientFormMeta } from './client-form-types';
import { useClientFormWording } from './client-form-wording';
import { findFreelanceId } from './freelance';

/** Company name (not needed for Freelance, SPEC §5), sector and lead company. */
export function CompanyFields({ meta }: { meta: ClientFormMeta }) {
  const { field: label } = useClientFormWording();
  const employmentTypeId = useField<number | undefined>('employment_type_id', { subscription: { value: true } }).input.value;
  const freelance = employmentTypeId !== undefined && employmentTypeId === findFreelanceId(meta.employment_types);
  return (
    <>
      <TextInputField name="company_name" label={label('company_name')} required={!freelance} />
      <SelectField name="company_sector" label={label('company_sector')} options={meta.company_sectors} required />
      <SelectField name="lead_company_id" label={label('lead_company_id')} options={meta.lead_companies} />
    </>
  );
}
