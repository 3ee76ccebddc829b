import type { ApplicantStatus, ClientStatus } from '@back-office/shared/contract/enums';

export interface ApplicantFacts {
  clientStatus: ClientStatus;
  isSubmitted: boolean;
  openDocumentRequests: number;
  /** Whether any staff member changed the client since the application created it. */
  staffActed: boolean;
}

/**
 * Issue 19: where an application stands, as the applicant is told. A decision comes first (a
 * rejected or approved client, whatever else is open); then what the applicant must do (a
 * document asked for); then whether staff have taken it up.
 */
export function applicantStatus(facts: ApplicantFacts): ApplicantStatus {
  if (facts.clientStatus === 'rejected') return 'rejected';
  if (facts.clientStatus === 'approved' || facts.clientStatus === 'active') return 'approved';
  if (facts.openDocumentRequests > 0) return 'documents_requested';
  if (facts.isSubmitted || facts.staffActed) return 'under_review';
  return 'received';
}
