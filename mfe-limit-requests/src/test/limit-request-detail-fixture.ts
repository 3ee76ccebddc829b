import type { Envelope } from '@back-office/shared';
import type { LimitRequestDetail, LimitRequestShowData, StoredDocument } from '@back-office/shared/contract';

const place = (id: number, name: string) => ({ id, name });

const contract: StoredDocument = {
  id: 41,
  type: 'Signed contract',
  document_type_id: 7,
  path: 'https://files.test/signed/contract.pdf',
  file_name: 'contract.pdf',
  mime_type: 'application/pdf',
  size: 52_000,
};

/** Request 5, under review, for client 7: every section of the page has something to show. */
export function limitRequestDetail(overrides: Partial<LimitRequestDetail> = {}): LimitRequestDetail {
  return {
    id: 5,
    code: 'LR-000005',
    client_id: 7,
    client: {
      id: 7,
      name: 'منى أحمد',
      code: 'CL-000007',
      gender: '2',
      birth_date: '1990-01-01',
      age: 34,
      national_id: '29001011234587',
      NID_issuance_date: '2022-03-01',
      NID_expired_date: '2029-03-01',
      title: 'محاسبة',
      employment_type: 'Private sector',
      employment_type_id: 1,
      monthly_income: '12000.00',
      phone_1: '01012345678',
      phone_2: '01512345678',
      balance: '0.00',
      status: 'active',
      is_submited: true,
      company_name: 'شركة النيل',
      company_sector: 'Banking',
      addresses: {
        current_home: { address: 'شارع التحرير', governorate: place(1, 'Cairo'), city: place(10, 'Nasr City'), area: place(100, 'Zone 1') },
        nid: { address: 'شارع النصر', governorate: place(1, 'Cairo'), city: place(10, 'Nasr City'), area: place(101, 'Zone 2') },
        company: {
          address: 'شارع الهرم',
          company_name: 'شركة النيل',
          governorate: place(2, 'Giza'),
          city: place(20, 'Dokki'),
          area: place(200, 'Mesaha'),
        },
      },
      documents: [],
    },
    request_status: 'under_review',
    decision_status: 'pending',
    requested_limit: '50000.00',
    approved_limit: null,
    tenure: 12,
    merchant_id: 3,
    merchant_name: 'B.TECH',
    product_id: 4,
    product_name: 'Mobile phones',
    merchant_branch_id: 6,
    branch_name: 'Nasr City branch',
    request_type_id: 'Employee',
    limit_request_type_id: 1,
    created_at: '2024-05-31T10:00:00Z',
    creator: 'Sara Agent',
    assigned_to: 'Rana Risk',
    approved_by: null,
    confirmed_by: null,
    reject_reason: null,
    return_reason: null,
    is_closed: false,
    can_edit: true,
    can_comment: false,
    relative_degree: {
      relative_name: 'أحمد علي',
      relative_mobile_number: '01112345678',
      relative_degree_type: 'Brother',
      relative_degree_type_id: 2,
    },
    comments: [{ id: 1, comment: 'Salary slip checked', creator: 'Sara Agent', created_from: '2024-06-01T09:00:00Z' }],
    documents: [contract],
    verification_images: {
      front_image: 'https://files.test/signed/front.jpg',
      back_image: 'https://files.test/signed/back.jpg',
      selfie: 'https://files.test/signed/selfie.jpg',
    },
    logs: [
      {
        id: 1,
        action_name: 'Assign user',
        date: '2024-06-02T11:00:00Z',
        action_by: 'Sara Agent',
        assigned_to: 'Rana Risk',
        changes: [{ field: 'request_status', old: 'new', new: 'under_review', kind: 'request_status' }],
        comment: null,
      },
      {
        id: 2,
        action_name: 'Upload file',
        date: '2024-06-03T12:00:00Z',
        action_by: 'Rana Risk',
        assigned_to: null,
        changes: [],
        comment: null,
      },
    ],
    available_actions: [
      { id: 11, name: 'Assign user', core_function_key: 'assign_user' },
      { id: 12, name: 'Approve', core_function_key: 'approve' },
      { id: 13, name: 'Reject', core_function_key: 'reject' },
      { id: 15, name: 'Upload contract', core_function_key: 'upload_file' },
    ],
    version: 4,
    ...overrides,
  };
}

/** GET /limit-requests/show/5 as the API answers it. */
export function showResponse(overrides: Partial<LimitRequestDetail> = {}): Envelope<LimitRequestShowData> {
  const request = limitRequestDetail(overrides);
  return {
    data: {
      limit_request: request,
      documents: request.documents,
      verification_images: request.verification_images,
      risk_users: [place(21, 'Rana Risk'), place(22, 'Karim Risk')],
      document_types: [place(7, 'Signed contract'), place(8, 'Promissory note')],
      reject_reasons: [place(1, 'Insufficient income'), place(2, 'Incomplete documents')],
      return_reasons: [place(1, 'Missing document'), place(2, 'Amount to be changed')],
      four_eyes: { amount: 100_000, percent: 20 },
    },
  };
}
