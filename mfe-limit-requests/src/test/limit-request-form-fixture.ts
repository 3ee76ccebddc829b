import type { Envelope, PagedEnvelope } from '@back-office/shared';
import type { RequestClientOption } from '../api/client-picker-api';
import type {
  IdName as MerchantBranch,
  LimitRequestDetail,
  LimitRequestEditMeta,
  LimitRequestFormOptions,
  LimitRequestMeta,
  StoredDocument,
} from '@back-office/shared/contract';
import { limitRequestDetail } from './limit-request-detail-fixture';
import type { RouteAnswer } from '@back-office/shared/testing';

/** Mona can get a request; Mounir is not submitted yet. */
const pickerClients: RequestClientOption[] = [
  { id: 7, name: 'منى أحمد', code: 'CL-000007', national_id: '29001011234587', is_submited: true },
  { id: 8, name: 'منير سامي', code: 'CL-000008', national_id: '29105051234561', is_submited: false },
];

function clientsResponse(clients = pickerClients): PagedEnvelope<{ clients: RequestClientOption[] }> {
  return { data: { clients }, pagination: { total: clients.length, total_capped: false, page: 1, items_per_page: 1000, last_page: 1 } };
}

/** Two merchants with their own products; the ID and selfie types are captures, the contract type is not general. */
const formOptions: LimitRequestFormOptions = {
  merchants: [
    { id: 3, name: 'B.TECH' },
    { id: 9, name: 'Raya' },
  ],
  products: [
    { id: 4, name: 'Mobile phones', merchant_id: 3 },
    { id: 5, name: 'Laptops', merchant_id: 3 },
    { id: 10, name: 'Fridges', merchant_id: 9 },
  ],
  limit_request_types: [
    { id: 1, name: 'Employee', employment_type_id: 1 },
    { id: 2, name: 'Freelancer', employment_type_id: 4 },
  ],
  relative_degree_types: [
    { id: 1, name: 'Father' },
    { id: 2, name: 'Brother' },
  ],
  document_types: [
    { id: 1, name: 'ID Card (Front)', kind: 'verification', capture: 'front_image' },
    { id: 2, name: 'ID Card (Back)', kind: 'verification', capture: 'back_image' },
    { id: 3, name: 'Selfie', kind: 'verification', capture: 'selfie' },
    { id: 11, name: 'Salary slip', kind: 'general', capture: null },
    { id: 12, name: 'Bank statement', kind: 'general', capture: null },
    { id: 7, name: 'Signed contract', kind: 'contract', capture: null },
  ],
};

const merchantBranches: Record<number, MerchantBranch[]> = {
  3: [
    { id: 6, name: 'Nasr City branch' },
    { id: 8, name: 'Maadi branch' },
  ],
  9: [{ id: 20, name: 'Dokki branch' }],
};

const clientFile: StoredDocument = {
  id: 31,
  type: 'National ID',
  document_type_id: 5,
  path: 'https://files.test/signed/national-id.png',
  file_name: 'national-id.png',
  mime_type: 'image/png',
  size: 120_000,
};

/** GET /limit-requests/meta?client_id=7: a freelancer, so the default type is the second one. */
function metaResponse(code = 'LR-000123'): Envelope<LimitRequestMeta> {
  const client = { ...limitRequestDetail().client, employment_type: 'Freelance', employment_type_id: 4, documents: [clientFile] };
  return { data: { ...formOptions, client, allowed_code: code, can_edit: true } };
}

/** Request 5 as stored: B.TECH, Nasr City branch, 12 months, one comment and one contract file. */
function editedRequest(overrides: Partial<LimitRequestDetail> = {}): LimitRequestDetail {
  return limitRequestDetail({
    merchant_id: 3,
    product_id: 5,
    merchant_branch_id: 8,
    tenure: 12,
    limit_request_type_id: 1,
    requested_limit: '50000.00',
    relative_degree: {
      relative_name: 'أحمد علي',
      relative_mobile_number: '01112345678',
      relative_degree_type: 'Brother',
      relative_degree_type_id: 2,
    },
    comments: [{ id: 1, comment: 'Salary slip checked', creator: 'Sara Agent', created_from: '2024-06-01T09:00:00Z' }],
    ...overrides,
  });
}

/** GET /limit-requests/edit-meta/5. */
export function editMetaResponse({
  canEdit = true,
  ...overrides
}: Partial<LimitRequestDetail> & { canEdit?: boolean } = {}): Envelope<LimitRequestEditMeta> {
  return { data: { ...formOptions, limit_request: editedRequest({ can_edit: canEdit, ...overrides }), can_edit: canEdit } };
}

const branchesRoute = (merchantId: number): RouteAnswer => ({ body: { data: { branches: merchantBranches[merchantId] } } });

/** Everything the form pages read; `overrides` add routes or replace these. */
export function formRoutes(overrides: Record<string, RouteAnswer> = {}): Record<string, RouteAnswer> {
  return {
    'GET /api/clients': { body: clientsResponse() },
    'GET /api/limit-requests/meta': { body: metaResponse() },
    'GET /api/limit-requests/edit-meta/5': { body: editMetaResponse() },
    'GET /api/merchants/3/branches': branchesRoute(3),
    'GET /api/merchants/9/branches': branchesRoute(9),
    ...overrides,
  };
}
