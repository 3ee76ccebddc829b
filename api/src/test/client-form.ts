import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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
    documentTypeId: (await one(sql`select min(id) as id from client_document_types`)).id!,
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
  const { governorate, city, area } = reference.place;
  const address = (prefix: string) => ({ [`${prefix}_governorate_id`]: String(governorate), [`${prefix}_city_id`]: String(city), [`${prefix}_area_id`]: String(area) });
  return {
    client_name: 'محمد أحمد علي',
    national_id: nationalId,
    NID_issuance_date: '2022-03',
    prime_mobile_number: phone,
    employment_type_id: String(reference.employmentTypeId),
    company_name: 'شركة النيل',
    monthly_income: '7500',
    title: 'محاسب',
    company_sector: String(reference.sectorId),
    ...address('nid'),
    ...address('home'),
    ...address('company'),
    NID_address: '12 شارع النصر',
    home_address: '5 شارع الجمهورية',
    company_address: 'برج النيل، الدور 3',
    'client_documents[0][document_type_id]': String(reference.documentTypeId),
    'client_documents[0][files]': { name: 'national-id.pdf', content: PDF, type: 'application/pdf' } as FilePart,
    ...overrides,
  };
}

export const clientForm = (reference: FormReference, overrides: Record<string, string | FilePart | undefined> = {}) =>
  multipart(validFields(reference, overrides));
