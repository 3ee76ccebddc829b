import { applicantStatus, type ApplicantFacts } from './applicant-status';

const fresh: ApplicantFacts = { clientStatus: 'pending', isSubmitted: false, openDocumentRequests: 0, staffActed: false };

describe('applicantStatus (issue 19)', () => {
  it.each<[string, Partial<ApplicantFacts>, string]>([
    ['a fresh application', {}, 'received'],
    ['one staff changed', { staffActed: true }, 'under_review'],
    ['a submitted one', { isSubmitted: true }, 'under_review'],
    ['one with an open document request', { isSubmitted: true, openDocumentRequests: 1 }, 'documents_requested'],
    ['an approved client', { clientStatus: 'approved', openDocumentRequests: 2 }, 'approved'],
    ['an active client', { clientStatus: 'active' }, 'approved'],
    ['a rejected client', { clientStatus: 'rejected', isSubmitted: true, openDocumentRequests: 1 }, 'rejected'],
    ['an inactive one, still with staff', { clientStatus: 'inactive', staffActed: true }, 'under_review'],
  ])('%s is %s', (_, facts, status) => {
    expect(applicantStatus({ ...fresh, ...facts })).toBe(status);
  });
});
