import type { DocumentRequest, DocumentRequestList, MatchedApplication } from '@back-office/shared/contract';

/** A client staff brought in: no applicant to ask, so nothing can be requested (issue 19). */
export const NO_DOCUMENT_REQUESTS: DocumentRequestList = { requests: [], can_request: false, document_types: [], reasons: [] };

export const DOCUMENT_TYPES = [
  { id: 1, name: 'National ID (front)' },
  { id: 2, name: 'National ID (back)' },
  { id: 6, name: 'Salary slip' },
];

export const REQUEST_REASONS = [
  { id: 1, name: 'Photo unreadable' },
  { id: 2, name: 'Document expired' },
];

export function documentRequest(overrides: Partial<DocumentRequest> = {}): DocumentRequest {
  return {
    id: 11,
    status: 'open',
    document_type: DOCUMENT_TYPES[0]!,
    reason: REQUEST_REASONS[0]!,
    note: 'The corners are cut off',
    requested_by: { id: 3, name: 'Sara Agent' },
    requested_at: '2024-06-02T09:00:00Z',
    answered_at: null,
    document: null,
    cancelled_at: null,
    ...overrides,
  };
}

/** A self-onboarded client's requests, newest first: open, answered, withdrawn. */
export function documentRequestList(overrides: Partial<DocumentRequestList> = {}): DocumentRequestList {
  return {
    requests: [
      documentRequest(),
      documentRequest({
        id: 10,
        status: 'answered',
        document_type: DOCUMENT_TYPES[2]!,
        reason: REQUEST_REASONS[1]!,
        note: null,
        requested_at: '2024-06-01T09:00:00Z',
        answered_at: '2024-06-01T15:30:00Z',
        document: { id: 40, path: 'https://files.test/signed/slip.pdf' },
      }),
      documentRequest({
        id: 9,
        status: 'cancelled',
        document_type: DOCUMENT_TYPES[1]!,
        requested_by: null,
        requested_at: '2024-05-30T09:00:00Z',
        cancelled_at: '2024-05-30T10:00:00Z',
      }),
    ],
    can_request: true,
    document_types: DOCUMENT_TYPES,
    reasons: REQUEST_REASONS,
    ...overrides,
  };
}

export function matchedApplication(overrides: Partial<MatchedApplication> = {}): MatchedApplication {
  return {
    id: 4,
    reference: 'SO-7K3MQ-9QXDA',
    created_at: '2024-06-03T08:15:00Z',
    fields: {
      client_name: 'أحمد محمد علي',
      national_id: '29001011234578',
      prime_mobile_number: '01012345678',
      gender: '1',
      home_city_id: 'Nasr City',
      second_mobile_number: null,
    },
    files: [
      { label: 'National ID (front)', path: 'https://files.test/signed/front.jpg' },
      { label: 'Selfie', path: 'https://files.test/signed/selfie.jpg' },
    ],
    ...overrides,
  };
}
