import type { ApiSession } from './api-client';
import { freePhones } from './free-phones';

/** Chosen from the seeder's name lists: "عبد" is in عبد الرحمن, عبد الله, عبد العزيز, عبد الحميد (about 16 % of names). */
export const NAME_FRAGMENT = 'عبد';
export const SHORT_FRAGMENT = 'مح';

interface ClientsPage {
  data: { total_clients: number; clients: { id: number; national_id: string; phone_1: string }[] };
  pagination: { total: number };
}

interface IdName {
  id: number;
  name: string;
}

export interface Fixtures {
  clientId: number;
  nationalId: string;
  phone: string;
  totalClients: number;
  /** Share of clients the 3-character fragment matches, counted in the API's CSV export before measuring. */
  fragmentShare: number;
  form: { employmentTypeId: number; sectorId: number; governorateId: number; cityId: number; areaId: number };
  /** Mobile numbers no client has, one per created client. */
  phones: string[];
  /** Issue 17: the demo admin's id, the audit list's person filter. */
  adminId?: number;
}

/** The lists as their screens ask for them: page 1 of the default 10 rows (SPEC §9). */
export const SCREEN_PAGE = 'page=1&items_per_page=10';
export const searchPath = (text: string) => `/api/clients?${SCREEN_PAGE}&table_search=${encodeURIComponent(text)}`;

/** Real records and references from the seeded database, read through the API. */
/** `createSeconds`: how long the create scenario will send, warm-ups included (one phone per creation). */
export async function loadFixtures(session: ApiSession, createSeconds: number): Promise<Fixtures> {
  const page = await session.get<ClientsPage>('/api/clients');
  const sample = page.data.clients[0];
  if (!sample) throw new Error('the seeded database has no clients');
  // The list stops counting at 1,000; the export writes one line per match after its header.
  const exported = await session.text(`/api/clients/export?table_search=${encodeURIComponent(NAME_FRAGMENT)}`);
  const matching = exported.trimEnd().split('\n').length - 1;
  const meta = await session.get<{ data: { employment_types: IdName[]; company_sectors: IdName[]; governorates: IdName[] } }>(
    '/api/clients/meta',
  );
  const employee = meta.data.employment_types.find((type) => type.name === 'Private Sector Employee');
  const governorateId = meta.data.governorates[0]!.id;
  const cities = (await session.get<{ data: { cities: IdName[] } }>(`/api/cities?governorate_id=${governorateId}`)).data.cities;
  for (const city of cities) {
    const areas = (await session.get<{ data: { areas: IdName[] } }>(`/api/areas?city_id=${city.id}`)).data.areas;
    if (areas[0] && employee) {
      return {
        clientId: sample.id,
        nationalId: sample.national_id,
        phone: sample.phone_1,
        totalClients: page.data.total_clients,
        fragmentShare: matching / page.data.total_clients,
        phones: await freePhones(session, createSeconds),
        form: {
          employmentTypeId: employee.id,
          sectorId: meta.data.company_sectors[0]!.id,
          governorateId,
          cityId: city.id,
          areaId: areas[0].id,
        },
      };
    }
  }
  throw new Error('no employment type "Private Sector Employee" or no city with areas in the reference data');
}
