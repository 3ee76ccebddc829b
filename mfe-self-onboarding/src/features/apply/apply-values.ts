import { STEPS, TYPED_FIELDS } from './steps';
import { NID_VALIDITY_YEARS, addYears, deriveIdentity, parseWireDate, toWireDate } from '@back-office/shared/rules';

/** SPEC §3 text fields of the public form (SELF_ONBOARDING_FORM in the API), as the applicant types them. */
export const TEXT_FIELDS = STEPS.flatMap((step) => TYPED_FIELDS[step]);

export type TextField = (typeof TEXT_FIELDS)[number];

export interface ApplyValues extends Record<TextField, string> {
  /** "I live at the address on my ID card": the home address is the ID's. */
  home_same: boolean;
  consent: boolean;
  /** The document type of each optional document row; the files are kept with the photos. */
  document_types: string[];
}

export const emptyValues = (): ApplyValues => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>),
  home_same: false,
  consent: false,
  document_types: [],
});

export type AddressKind = 'nid' | 'home' | 'company';
export const ADDRESS_TEXT = { nid: 'NID_address', home: 'home_address', company: 'company_address' } as const;

/** The home address as sent: the ID's when the applicant lives there. */
export function effectiveValues(values: ApplyValues): ApplyValues {
  if (!values.home_same) return values;
  return {
    ...values,
    home_governorate_id: values.nid_governorate_id,
    home_city_id: values.nid_city_id,
    home_area_id: values.nid_area_id,
    home_address: values.NID_address,
  };
}

/** SPEC §4: the card expires seven years after the month it was issued (`YYYY-MM`, as the staff form sends). */
export function expiryMonth(issuance: string): string {
  const date = parseWireDate(issuance);
  return date ? toWireDate(addYears(date, NID_VALIDITY_YEARS)).slice(0, 7) : '';
}

/** Birth date, age and gender read from the national ID, as the staff form fills them. */
export function derivedIdentity(nationalId: string, today?: Date) {
  return deriveIdentity(nationalId.trim(), today);
}
