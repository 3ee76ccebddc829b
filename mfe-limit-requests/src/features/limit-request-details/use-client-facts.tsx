import { useTranslation } from 'react-i18next';
import { formatDate, formatMonth, formatNumber, selectLanguage, useAppSelector } from '@back-office/shared';
import { type InfoItem, Money } from '@back-office/shared/ui';
import type { LimitRequestClient } from '@back-office/shared/contract';

/** SPEC §2 client info of a request, labelled as the client form labels the same fields. */
export function useClientFacts(client: LimitRequestClient): InfoItem[] {
  const { t } = useTranslation('common');
  const language = useAppSelector(selectLanguage);
  const label = (field: string) => t(`clientForm.fields.${field}`);
  const date = (value: string | null) => formatDate(value, language);
  const gender = client.gender && t(`clientForm.gender.${client.gender === '1' ? 'male' : 'female'}`);
  return [
    { label: label('client_name'), value: client.name },
    { label: label('gender'), value: gender },
    { label: label('birth_date'), value: date(client.birth_date) },
    { label: label('age'), value: client.age === null ? null : formatNumber(client.age, language) },
    { label: label('national_id'), value: client.national_id },
    { label: label('NID_issuance_date'), value: formatMonth(client.NID_issuance_date, language) },
    { label: label('NID_expired_date'), value: formatMonth(client.NID_expired_date, language) },
    { label: label('title'), value: client.title },
    { label: label('employment_type_id'), value: client.employment_type },
    { label: label('monthly_income'), value: client.monthly_income && <Money value={client.monthly_income} /> },
    { label: label('prime_mobile_number'), value: client.phone_1 },
    { label: label('second_mobile_number'), value: client.phone_2 },
  ];
}
