import { useTranslation } from 'react-i18next';
import { formatDate, formatMonth, formatNumber, selectLanguage, useAppSelector } from '@back-office/shared';
import { DateField } from '../form/date-field';
import { NumberField } from '../form/number-field';
import { SelectField } from '../form/select-field';
import { TextInputField } from '../form/text-input-field';
import type { ClientFormMeta, ClientFormMode } from './client-form-types';
import { useClientFormWording } from './client-form-wording';
import { FormSection } from './form-section';
import { ReadOnlyField } from './read-only-field';

/** Identity, contact and employment (SPEC §2 "general information"). */
export function GeneralSection({ mode, meta }: { mode: ClientFormMode; meta: ClientFormMeta }) {
  const { t } = useTranslation('common');
  const { field: label, section, hint } = useClientFormWording();
  const genderLabel = (value: unknown) =>
    value === '1' ? t('clientForm.gender.male') : value === '2' ? t('clientForm.gender.female') : '';
  // Derived values are shown by the one rule (decision 0011); the form keeps and sends ISO.
  const language = useAppSelector(selectLanguage);
  const shownDate = (value: unknown) => (typeof value === 'string' ? formatDate(value, language) : '');
  const shownMonth = (value: unknown) => (typeof value === 'string' ? formatMonth(value, language) : '');
  const shownAge = (value: unknown) => (value === undefined || value === null || value === '' ? '' : formatNumber(Number(value), language));
  return (
    <FormSection title={section('general')}>
      {/* Issue 15: SPEC §5's Arabic-only fields say so before anyone types. */}
      <TextInputField name="client_name" label={label('client_name')} hint={hint('client_name')} required autoComplete="name" />
      {mode !== 'self' && <ReadOnlyField name="client_code" label={label('client_code')} />}
      <TextInputField name="national_id" label={label('national_id')} required inputMode="numeric" maxLength={14} />
      <DateField name="NID_issuance_date" type="month" label={label('NID_issuance_date')} hint={hint('month')} required />
      <ReadOnlyField name="NID_expired_date" label={label('NID_expired_date')} hint={t('clientForm.expiryHint')} format={shownMonth} />
      <ReadOnlyField name="birth_date" label={label('birth_date')} hint={t('clientForm.derivedHint')} format={shownDate} />
      <ReadOnlyField name="age" label={label('age')} format={shownAge} />
      <ReadOnlyField name="gender" label={label('gender')} format={genderLabel} />
      <TextInputField name="prime_mobile_number" label={label('prime_mobile_number')} required type="tel" inputMode="tel" maxLength={11} />
      <TextInputField name="second_mobile_number" label={label('second_mobile_number')} type="tel" inputMode="tel" maxLength={11} />
      <SelectField name="employment_type_id" label={label('employment_type_id')} options={meta.employment_types} required />
      <TextInputField name="title" label={label('title')} hint={hint('title')} required />
      {mode === 'edit' ? (
        <ReadOnlyField name="monthly_income" label={label('monthly_income')} />
      ) : (
        <NumberField name="monthly_income" label={label('monthly_income')} required />
      )}
    </FormSection>
  );
}
