import type { ClientDetail, ClientDetailData, ClientMeta } from '@back-office/shared/contract';
import type { ClientGeography } from '@back-office/shared/ui';
import { withHeldOptions, withHeldPlaces } from './held-options';

describe('withHeldOptions (issue 17)', () => {
  const meta = {
    governorates: [],
    employment_types: [{ id: 1, name: 'Private' }],
    company_sectors: [{ id: 5, name: 'Education' }],
    lead_companies: [],
    client_document_types: [],
  } as unknown as ClientMeta;

  it('adds the deactivated item the client holds, named as the record names it, and nothing else', () => {
    const detail = {
      client: { employment_type_id: 1, company_sector_id: 9, lead_company_id: null },
      employment_types: [{ id: 1, name: 'Private' }],
      company_sectors: [
        { id: 5, name: 'Education' },
        { id: 9, name: 'Old sector' },
      ],
      lead_companies: [],
    } as unknown as ClientDetailData;
    const offered = withHeldOptions(meta, detail);
    expect(offered.company_sectors).toEqual([
      { id: 5, name: 'Education' },
      { id: 9, name: 'Old sector' },
    ]);
    expect(offered.employment_types).toBe(meta.employment_types);
    expect(offered.lead_companies).toEqual([]);
  });
});

describe('withHeldPlaces (issue 17)', () => {
  it("keeps the client's own (retired) area and city on offer, and only under their parents", () => {
    const base: ClientGeography = {
      useCities: () => ({ data: [{ id: 73, name: 'Dokki' }], isFetching: false }),
      useAreas: () => ({ data: [{ id: 901, name: 'Ard Sultan' }], isFetching: false }),
    };
    const address = { governorate: { id: 2, name: 'Giza' }, city: { id: 74, name: 'Old city' }, area: { id: 900, name: 'Minya' } };
    const client = {
      addresses: { current_home: address, nid: address, company: { ...address, company_name: null } },
    } as unknown as ClientDetail;
    const geography = withHeldPlaces(base, client);
    expect(geography.useCities(2).data).toEqual([
      { id: 73, name: 'Dokki' },
      { id: 74, name: 'Old city' },
    ]);
    expect(geography.useCities(3).data).toEqual([{ id: 73, name: 'Dokki' }]);
    expect(geography.useAreas(74).data).toEqual([
      { id: 901, name: 'Ard Sultan' },
      { id: 900, name: 'Minya' },
    ]);
  });
});
