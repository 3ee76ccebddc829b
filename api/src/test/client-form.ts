import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { validClientFields } from '@back-office/shared/fixtures';
import { multipart, PDF, type FilePart } from './multipart';

export interface FormReference {
  employmentTypeId: number;
  freelanceId: number;
  sectorId: number;
  leadCompanyId: number;
  documentTypeId: number;
  /** An area with its city and governorate; `other` lies in a different governorate. */
  place: { governorate: number; city: number; area: number };
  other: { governorate: number; city: number; area: number };
}

export async function formReference(app: FastifyInstance): Promise<FormReference> {
  const one = async (query: ReturnType<typeof sql>) => (await app.db.execute<Record<string, number>>(query)).rows[0]!;
  const places = await app.db.execute<{ governorate: number; city: number; area: number }>(
    sql`select distinct on (c.governorate_id) c.governorate_id as governorate, c.id as city, a.id as area
        from areas a join cities c on c.id = a.city_id order by c.governorate_id, a.id limit 2`,
  );
  return {
    employmentTypeId: (await one(sql`select id from employment_types where name_en = 'Private Sector Employee'`)).id!,
    freelanceId: (await one(sql`select id from employment_types where name_en = 'Freelance'`)).id!,
    sectorId: (await one(sql`select min(id) as id from company_sectors`)).id!,
    leadCompanyId: (await one(sql`select min(id) as id from lead_companies`)).id!,
    // Issue 19: not one of the ID photos' types (those are the captures').
    documentTypeId: (await one(sql`select min(id) as id from client_document_types where capture is null`)).id!,
    place: places.rows[0]!,
    other: places.rows[1]!,
  };
}

let serial = 0;

/** A national ID (born 1 Jan 1990, male) and a mobile number no other test uses. */
export function uniqueIdentity() {
  serial += 1;
  // 2 900101 01 SSSS 1: born 1990-01-01 in Cairo (01); the serial's last digit decides the gender.
  return { nationalId: `290010101${String(serial).padStart(4, '0')}1`, phone: `0101${String(serial).padStart(7, '0')}` };
}

/** Every SPEC §3 form field, valid, with one PDF document. */
export function validFields(reference: FormReference, overrides: Record<string, string | FilePart | undefined> = {}) {
  const { nationalId, phone } = uniqueIdentity();
  return {
    ...validClientFields({
      nationalId,
      phone,
      place: reference.place,
      employmentTypeId: reference.employmentTypeId,
      sectorId: reference.sectorId,
    }),
    'client_documents[0][document_type_id]': String(reference.documentTypeId),
    'client_documents[0][files]': { name: 'national-id.pdf', content: PDF, type: 'application/pdf' } as FilePart,
    ...overrides,
  };
}

export const clientForm = (reference: FormReference, overrides: Record<string, string | FilePart | undefined> = {}) =>
  multipart(validFields(reference, overrides));

/** Each SPEC §5 client rule broken alone: the case, the change to a valid form, the field and the rule key. */
export function clientRuleCases(): [string, Record<string, string | FilePart | undefined>, string, string][] {
  const future = `${new Date().getUTCFullYear() + 1}-01`;
  return [
    ['missing name', { client_name: '' }, 'client_name', 'common.fieldRequired'],
    ['a Latin name', { client_name: 'Mohamed Ali' }, 'client_name', 'clients.clientNameInvalid'],
    ['a missing national ID', { national_id: '' }, 'national_id', 'common.fieldRequired'],
    ['a 13-digit national ID', { national_id: '2900101012345' }, 'national_id', 'clients.nationalIdLength'],
    ['a national ID starting with 1', { national_id: '19001010123451' }, 'national_id', 'clients.nationalIdInvalid'],
    ['a national ID with 31 February', { national_id: '29002310123451' }, 'national_id', 'clients.nationalIdInvalid'],
    ['no issuance date', { NID_issuance_date: '' }, 'NID_issuance_date', 'common.fieldRequired'],
    ['an unreadable issuance date', { NID_issuance_date: '2022-13' }, 'NID_issuance_date', 'clients.dateInvalid'],
    ['an issuance date in the future', { NID_issuance_date: future }, 'NID_issuance_date', 'clients.issuanceDateInFuture'],
    ['an expired card', { NID_issuance_date: '2010-01' }, 'NID_expired_date', 'clients.nationalIdCardExpired'],
    ['no mobile', { prime_mobile_number: '' }, 'prime_mobile_number', 'common.fieldRequired'],
    ['a mobile starting 013', { prime_mobile_number: '01312345678' }, 'prime_mobile_number', 'clients.primeMobileNumberInvalid'],
    ['a bad second mobile', { second_mobile_number: '0101234' }, 'second_mobile_number', 'clients.secondMobileNumberInvalid'],
    ['no employment type', { employment_type_id: '' }, 'employment_type_id', 'common.fieldRequired'],
    ['no company name for an employee', { company_name: ' ' }, 'company_name', 'common.fieldRequired'],
    ['no monthly income', { monthly_income: '' }, 'monthly_income', 'common.fieldRequired'],
    ['a negative monthly income', { monthly_income: '-5' }, 'monthly_income', 'clients.monthlyIncomePositive'],
    // Issue 16: beyond numeric(14, 2) and the text lengths of field-limits.ts; each once answered 500 or was cut.
    ['a monthly income of 10000000000000', { monthly_income: '10000000000000' }, 'monthly_income', 'common.amountInvalid'],
    ['a monthly income with three decimals', { monthly_income: '100.125' }, 'monthly_income', 'clients.monthlyIncomePositive'],
    ['a 20,000-character name', { client_name: 'م'.repeat(20_000) }, 'client_name', 'common.nameTooLong'],
    ['a 101-character title', { title: 'م'.repeat(101) }, 'title', 'common.titleTooLong'],
    ['a 151-character company name', { company_name: 'ش'.repeat(151) }, 'company_name', 'common.companyNameTooLong'],
    ['a 251-character home address', { home_address: 'ش'.repeat(251) }, 'home_address', 'common.addressTooLong'],
    ['no title', { title: '' }, 'title', 'common.fieldRequired'],
    ['a Latin title', { title: 'Accountant' }, 'title', 'clients.titleInvalid'],
    ['no company sector', { company_sector: '' }, 'company_sector', 'common.fieldRequired'],
    ['a zero governorate', { nid_governorate_id: '0' }, 'nid_governorate_id', 'common.fieldRequired'],
    ['no home city', { home_city_id: '' }, 'home_city_id', 'common.fieldRequired'],
    ['no company area', { company_area_id: '' }, 'company_area_id', 'common.fieldRequired'],
    ['no ID address', { NID_address: '' }, 'NID_address', 'common.fieldRequired'],
    ['no home address', { home_address: '' }, 'home_address', 'common.fieldRequired'],
    ['a Latin company address', { company_address: 'Nile tower' }, 'company_address', 'clients.companyAddressInvalid'],
    [
      'a document without type',
      { 'client_documents[0][document_type_id]': '' },
      'client_documents.0.document_type_id',
      'common.fieldRequired',
    ],
    ['a document without file', { 'client_documents[0][files]': undefined }, 'client_documents.0.files', 'common.fieldRequired'],
  ];
}
