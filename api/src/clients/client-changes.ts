import type { AddressKind, FieldChange } from '../db/schema';
import type { ClientRecord } from '../repositories/clients/client-record';
import { FORM_ADDRESS } from './client-record-from-form';

type Value = string | number | null;

/** A record as the form names its fields, so history reads like the form. */
function formView(record: ClientRecord): Record<string, Value> {
  const view: Record<string, Value> = {
    client_name: record.name,
    national_id: record.nationalId,
    NID_issuance_date: record.nidIssuanceDate,
    NID_expired_date: record.nidExpiredDate,
    prime_mobile_number: record.phone1,
    second_mobile_number: record.phone2,
    employment_type_id: record.employmentTypeId,
    company_name: record.companyName,
    monthly_income: record.monthlyIncome,
    title: record.title,
    company_sector: record.companySectorId,
    lead_company_id: record.leadCompanyId,
    birth_date: record.birthDate,
    gender: record.gender,
  };
  for (const kind of Object.keys(FORM_ADDRESS) as AddressKind[]) {
    const { prefix, text } = FORM_ADDRESS[kind];
    const address = record.addresses[kind];
    Object.assign(view, {
      [`${prefix}_governorate_id`]: address.governorateId,
      [`${prefix}_city_id`]: address.cityId,
      [`${prefix}_area_id`]: address.areaId,
      [text]: address.address,
    });
  }
  return view;
}

const asText = (value: Value | undefined) => (value === null || value === undefined ? null : String(value));

/** Fields whose value differs; against no record (a creation) every filled field counts. */
export function clientChanges(before: ClientRecord | undefined, after: ClientRecord): FieldChange[] {
  const old = before ? formView(before) : {};
  return Object.entries(formView(after))
    .map(([field, value]) => ({ field, old: asText(old[field]), new: asText(value) }))
    .filter((change) => change.old !== change.new);
}

/** Files attached and detached, named by document id and upload name. */
export const fileChange = (document: { id: number; originalName: string }, attached: boolean): FieldChange => {
  const label = `#${document.id} ${document.originalName}`;
  return { field: 'client_documents', old: attached ? null : label, new: attached ? label : null };
};
