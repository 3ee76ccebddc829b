import type { SubmissionErrors } from 'final-form';
import type { NamedItem } from '@back-office/shared';
import { clientMetaFixture } from '../../testing/client-meta-fixture';
import { renderUi } from '../../testing/render-ui';
import { ClientForm } from './client-form';
import type { ClientFormMode, ClientFormValues, ClientGeography } from './client-form-types';
import type { ClientFormAudience } from './client-form-wording';
import type { ClientUniquenessChecker } from './uniqueness';

export const FREELANCE_ID = 4;

export const meta = clientMetaFixture;

const cities: Record<number, NamedItem[]> = { 1: [{ id: 10, name: 'Nasr City' }], 2: [{ id: 20, name: 'Dokki' }] };
const areas: Record<number, NamedItem[]> = { 10: [{ id: 100, name: 'Zone 1' }], 20: [{ id: 200, name: 'Mesaha' }] };

/** Lists answered at once, and every call recorded, as the RTK Query hooks would be asked. */
export const geography = {
  useCities: jest.fn((id: number | undefined) => ({ data: id ? cities[id] : undefined, isFetching: false })),
  useAreas: jest.fn((id: number | undefined) => ({ data: id ? areas[id] : undefined, isFetching: false })),
} satisfies ClientGeography;

/** A client every rule accepts (ID issued 2022, so valid until 2029). */
export const validValues: ClientFormValues = {
  client_name: 'منى أحمد',
  client_code: 'CL-000042',
  national_id: '29001011234578',
  NID_issuance_date: '2022-03',
  NID_expired_date: '2029-03',
  prime_mobile_number: '01012345678',
  employment_type_id: 1,
  company_name: 'شركة النيل',
  monthly_income: '15000',
  title: 'محاسبة',
  company_sector: 2,
  nid_governorate_id: 1,
  nid_city_id: 10,
  nid_area_id: 100,
  home_governorate_id: 1,
  home_city_id: 10,
  home_area_id: 100,
  company_governorate_id: 2,
  company_city_id: 20,
  company_area_id: 200,
  NID_address: 'شارع التحرير',
  home_address: 'شارع التحرير',
  company_address: 'شارع الهرم',
  client_documents: [],
};

export interface RenderClientFormOptions {
  mode?: ClientFormMode;
  initialValues?: ClientFormValues;
  language?: 'ar' | 'en';
  answer?: SubmissionErrors;
  uploadProgress?: number;
  audience?: ClientFormAudience;
  checkUniqueness?: ClientUniquenessChecker;
}

export function renderClientForm({
  mode = 'create',
  initialValues = { client_code: meta.code },
  language = 'en',
  answer,
  uploadProgress,
  audience,
  checkUniqueness,
}: RenderClientFormOptions = {}) {
  const submitted = jest.fn((_values: ClientFormValues) => Promise.resolve(answer));
  const result = renderUi(
    <ClientForm
      mode={mode}
      meta={meta}
      initialValues={initialValues}
      geography={geography}
      onSubmit={submitted}
      submitLabel="Save client"
      uploadProgress={uploadProgress}
      audience={audience}
      checkUniqueness={checkUniqueness}
    />,
    { language },
  );
  return { submitted, ...result };
}
