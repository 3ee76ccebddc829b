import { addYears, deriveIdentity, NID_VALIDITY_YEARS, parseWireDate, toWireDate } from '@back-office/shared/rules';
import type { AddressKind } from '../db/schema';
import type { AddressRecord, ClientRecord } from '../repositories/clients/client-record';

const text = (value: string | undefined) => value?.trim().replace(/\s+/g, ' ') || null;
/** Two decimals, as numeric(14, 2) gives it back, so an unchanged amount shows no change. */
const amount = (value: string | undefined) => (text(value) ? Number(value).toFixed(2) : null);
/** A positive id typed in a form field, or null. */
export const formId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value.trim()) && Number(value) > 0 ? Number(value) : null);

/** Address kind in storage → the prefix its form fields carry. */
export const FORM_ADDRESS: Record<AddressKind, { prefix: string; text: string }> = {
  current_home: { prefix: 'home', text: 'home_address' },
  nid: { prefix: 'nid', text: 'NID_address' },
  company: { prefix: 'company', text: 'company_address' },
};

function addressFromForm(fields: Record<string, string>, kind: AddressKind): AddressRecord {
  const { prefix, text: textField } = FORM_ADDRESS[kind];
  return {
    address: text(fields[textField]),
    governorateId: formId(fields[`${prefix}_governorate_id`]),
    cityId: formId(fields[`${prefix}_city_id`]),
    areaId: formId(fields[`${prefix}_area_id`]),
  };
}

/**
 * A validated form as a record to store. Birth date, gender and the ID's expiry are
 * derived here, never taken from the form's own copies, and the code is the stored one
 * (not a form field at all). On edit the monthly income is read-only (SPEC §2): whatever
 * the form sends, the stored amount stays (issue 16: ignored, as the screen shows it).
 */
export function clientRecordFromForm(fields: Record<string, string>, today: Date, previous?: ClientRecord): ClientRecord {
  const nationalId = fields.national_id!.trim();
  const identity = deriveIdentity(nationalId, today)!;
  const issuance = parseWireDate(fields.NID_issuance_date!)!;
  return {
    name: text(fields.client_name)!,
    nationalId,
    phone1: fields.prime_mobile_number!.trim(),
    phone2: text(fields.second_mobile_number),
    title: text(fields.title),
    employmentTypeId: formId(fields.employment_type_id),
    companySectorId: formId(fields.company_sector),
    leadCompanyId: formId(fields.lead_company_id),
    companyName: text(fields.company_name),
    monthlyIncome: previous ? previous.monthlyIncome : amount(fields.monthly_income),
    birthDate: identity.birth_date,
    gender: Number(identity.gender),
    nidIssuanceDate: toWireDate(issuance),
    nidExpiredDate: toWireDate(addYears(issuance, NID_VALIDITY_YEARS)),
    addresses: {
      current_home: addressFromForm(fields, 'current_home'),
      nid: addressFromForm(fields, 'nid'),
      company: addressFromForm(fields, 'company'),
    },
  };
}
