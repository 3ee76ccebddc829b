import type { ClientDetailData, ClientMeta } from '@back-office/shared/contract';
import { withHeldOptions } from './held-options';

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
