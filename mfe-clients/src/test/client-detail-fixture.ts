import { clientMetaFixture } from '@back-office/shared/testing';
import type { ClientDetail, ClientDetailData } from '@back-office/shared/contract';
import { client } from './clients-fixture';

const place = (id: number, name: string) => ({ id, name });

/** The API sends every address kind; one never filled in has only nulls. */
export const NO_ADDRESS = { address: null, governorate: null, city: null, area: null };
export const NO_COMPANY_ADDRESS = { ...NO_ADDRESS, company_name: null };

export function clientDetail(overrides: Partial<ClientDetail> = {}): ClientDetail {
  return {
    ...client(),
    national_id: '29001011234578',
    phone_2: null,
    NID_issuance_date: '2022-03-01',
    NID_expired_date: '2029-03-01',
    employment_type_id: 1,
    lead_company_id: 9,
    company_sector_id: 2,
    company_name: 'شركة النيل',
    monthly_income: '15000.00',
    birth_date: '1990-01-01',
    age: 36,
    gender: '1',
    source: 'staff',
    created_at: '2024-05-01T10:00:00Z',
    addresses: {
      current_home: { address: 'شارع التحرير', governorate: place(1, 'Cairo'), city: place(10, 'Nasr City'), area: place(100, 'Zone 1') },
      nid: { address: 'شارع النصر', governorate: place(1, 'Cairo'), city: place(10, 'Nasr City'), area: place(100, 'Zone 1') },
      company: {
        address: 'شارع الهرم',
        company_name: 'شركة النيل',
        governorate: place(2, 'Giza'),
        city: place(20, 'Dokki'),
        area: place(200, 'Mesaha'),
      },
    },
    client_files: [
      { id: 31, path: 'https://files.test/signed/id.png', type: 'image/png', document: { id: 5, name: 'National ID' } },
      { id: 32, path: 'https://files.test/signed/mail.msg', type: 'application/vnd.ms-outlook', document: { id: 6, name: 'Salary slip' } },
    ],
    history: [
      { id: 1, action: 'created', actor: 'Sara Agent', at: '2024-05-01T10:00:00Z', changes: [] },
      {
        id: 2,
        action: 'updated',
        actor: 'Sara Agent',
        at: '2024-05-31T10:00:00Z',
        changes: [{ field: 'title', old: 'محاسب', new: 'محاسبة', kind: 'text' }],
      },
    ],
    version: 3,
    ...overrides,
  };
}

export function clientDetailResponse(overrides: Partial<ClientDetail> = {}): { data: ClientDetailData } {
  return {
    data: {
      client: clientDetail(overrides),
      employment_types: clientMetaFixture.employment_types,
      lead_companies: clientMetaFixture.lead_companies,
      company_sectors: clientMetaFixture.company_sectors,
    },
  };
}
