import type { ClientFormMeta } from '../ui/client-form/client-form-types';

/** GET /clients/meta as the client form tests of every app expect it (Freelance is id 4). */
export const clientMetaFixture: ClientFormMeta = {
  code: 'CL-000042',
  governorates: [
    { id: 1, name: 'Cairo' },
    { id: 2, name: 'Giza' },
  ],
  employment_types: [
    { id: 1, name: 'Employee' },
    { id: 4, name: 'Freelance' },
  ],
  company_sectors: [{ id: 2, name: 'Banking' }],
  lead_companies: [{ id: 9, name: 'Nile Holding' }],
  client_documents: [
    { id: 5, name: 'National ID' },
    { id: 6, name: 'Salary slip' },
  ],
};
