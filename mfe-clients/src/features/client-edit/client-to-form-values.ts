import type { ClientFormValues } from '@back-office/shared/ui';
import type { ClientAddress, ClientDetail } from '@back-office/shared/contract';

function addressValues(kind: 'nid' | 'home' | 'company', address: ClientAddress) {
  return {
    [`${kind}_governorate_id`]: address.governorate?.id,
    [`${kind}_city_id`]: address.city?.id,
    [`${kind}_area_id`]: address.area?.id,
  };
}

/** Month pickers hold `YYYY-MM`; the API sends whole dates. */
const month = (date: string | null) => date?.slice(0, 7);

/** GET /clients/{id} as the edit form's starting values; stored files are kept by their path. */
export function clientToFormValues(client: ClientDetail): ClientFormValues {
  const { current_home: home, nid, company } = client.addresses;
  return {
    client_name: client.name,
    client_code: client.code,
    national_id: client.national_id,
    NID_issuance_date: month(client.NID_issuance_date),
    NID_expired_date: month(client.NID_expired_date),
    birth_date: client.birth_date?.slice(0, 10),
    age: client.age ?? undefined,
    gender: client.gender ?? undefined,
    prime_mobile_number: client.phone_1,
    second_mobile_number: client.phone_2 ?? '',
    employment_type_id: client.employment_type_id ?? undefined,
    company_name: client.company_name ?? company.company_name ?? '',
    monthly_income: client.monthly_income ?? '',
    title: client.title ?? '',
    company_sector: client.company_sector_id ?? undefined,
    lead_company_id: client.lead_company_id ?? undefined,
    ...addressValues('nid', nid),
    ...addressValues('home', home),
    ...addressValues('company', company),
    NID_address: nid.address ?? '',
    home_address: home.address ?? '',
    company_address: company.address ?? '',
    client_documents: client.client_files.map((file) => ({
      key: `file-${file.id}`,
      document_type_id: file.document.id,
      existing_path: file.path,
      existing_name: file.document.name,
    })),
  };
}
