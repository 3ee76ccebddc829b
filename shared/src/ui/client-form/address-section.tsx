import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { AddressKind } from '@back-office/shared/rules';
import { SelectField } from '../form/select-field';
import { TextareaField } from '../form/textarea-field';
import type { ClientFormMeta, ClientGeography } from './client-form-types';
import { useClientFormWording } from './client-form-wording';
import { FormSection } from './form-section';
import { useAddressCascade } from './use-derived-fields';

const ADDRESS_FIELD: Record<AddressKind, string> = { nid: 'NID_address', home: 'home_address', company: 'company_address' };

export interface AddressSectionProps {
  kind: AddressKind;
  title: string;
  meta: ClientFormMeta;
  geography: ClientGeography;
  /** Fields shown before the address (the company's name and sector). */
  children?: ReactNode;
}

/** Governorate → city → area, each list loaded for the one above it (SPEC §4). */
export function AddressSection({ kind, title, meta, geography, children }: AddressSectionProps) {
  const { t } = useTranslation('common');
  const { hint } = useClientFormWording();
  const governorateId = useField<number | undefined>(`${kind}_governorate_id`, { subscription: { value: true } }).input.value || undefined;
  const cityId = useField<number | undefined>(`${kind}_city_id`, { subscription: { value: true } }).input.value || undefined;
  const cities = geography.useCities(governorateId);
  const areas = geography.useAreas(cityId);
  useAddressCascade(kind);
  return (
    <FormSection title={title}>
      {children}
      <SelectField name={`${kind}_governorate_id`} label={t('clientForm.fields.governorate')} options={meta.governorates} required />
      <SelectField
        name={`${kind}_city_id`}
        label={t('clientForm.fields.city')}
        options={cities.data ?? []}
        disabled={!governorateId || cities.isFetching}
        required
      />
      <SelectField
        name={`${kind}_area_id`}
        label={t('clientForm.fields.area')}
        options={areas.data ?? []}
        disabled={!cityId || areas.isFetching}
        required
      />
      <TextareaField
        name={ADDRESS_FIELD[kind]}
        label={t('clientForm.fields.address')}
        // SPEC §5 asks Arabic of the company address only; issue 15 has it say so up front.
        hint={kind === 'company' ? hint('company_address') : undefined}
        required
        resize="vertical"
      />
    </FormSection>
  );
}
