import { useTranslation } from 'react-i18next';
import { formatDate, formatMonth, formatNumber, selectLanguage, useAppSelector, type NamedItem } from '@back-office/shared';
import { Money, StatusChip, type InfoItem } from '@back-office/shared/ui';
import type { ClientDetailData } from '@back-office/shared/contract';

const nameOf = (items: NamedItem[], id: number | null) => items.find((item) => item.id === id)?.name;

/** SPEC §2 general information of a client, labelled in the user's language. */
export function useGeneralItems({ client, employment_types, company_sectors, lead_companies }: ClientDetailData): InfoItem[] {
  const { t } = useTranslation('clients');
  const language = useAppSelector(selectLanguage);
  const form = (field: string) => t(`clientForm.fields.${field}`, { ns: 'common' });
  const details = (field: string) => t(`details.fields.${field}`);
  const date = (value: string | null) => formatDate(value, language);
  const gender = client.gender ? t(`clientForm.gender.${client.gender === '1' ? 'male' : 'female'}`, { ns: 'common' }) : null;
  return [
    { label: form('client_name'), value: client.name },
    { label: form('client_code'), value: client.code },
    { label: details('status'), value: <StatusChip status={client.status} /> },
    { label: form('national_id'), value: client.national_id },
    { label: form('birth_date'), value: date(client.birth_date) },
    { label: form('age'), value: client.age === null ? null : formatNumber(client.age, language) },
    { label: form('gender'), value: gender },
    { label: details('phone_1'), value: client.phone_1 },
    { label: details('phone_2'), value: client.phone_2 },
    { label: form('title'), value: client.title },
    { label: form('employment_type_id'), value: nameOf(employment_types, client.employment_type_id) },
    { label: form('company_sector'), value: nameOf(company_sectors, client.company_sector_id) },
    { label: form('lead_company_id'), value: nameOf(lead_companies, client.lead_company_id) },
    { label: form('company_name'), value: client.company_name },
    { label: form('monthly_income'), value: client.monthly_income && <Money value={client.monthly_income} /> },
    { label: details('balance'), value: <Money value={client.balance} /> },
    { label: form('NID_issuance_date'), value: formatMonth(client.NID_issuance_date, language) },
    { label: form('NID_expired_date'), value: formatMonth(client.NID_expired_date, language) },
    { label: details('creator'), value: client.creator },
    { label: details('created_at'), value: date(client.created_at) },
    { label: details('updated_at'), value: date(client.updated_at) },
  ];
}
