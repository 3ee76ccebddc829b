import type { ApplicantStatusView } from '@back-office/shared/contract';
import type { Language } from '@back-office/shared/rules';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';
import { documentRequestsRepository } from '../repositories/document-requests/document-requests-repository';
import { applicantFactsRepository } from '../repositories/self-onboarding/applicant-facts-repository';
import type { StatusSessionFacts } from '../repositories/self-onboarding/status-sessions-repository';
import { applicantStatus } from './applicant-status';

/** Issue 19: the applicant's view of their application, names in `language`. */
export async function statusView(app: FastifyInstance, session: StatusSessionFacts, language: Language): Promise<ApplicantStatusView> {
  const [application, facts, open] = await Promise.all([
    app.applications.findByReference(session.reference),
    applicantFactsRepository(app.db).find(session.clientId),
    documentRequestsRepository(app.db).open(session.clientId, language),
  ]);
  // The client or the application is gone (erased): the session opens nothing any more.
  if (!application || !facts) throw new AppError(401, 'statusSessionExpired');
  return {
    reference: session.reference,
    status: applicantStatus(facts),
    submitted_at: application.createdAt.toISOString(),
    document_requests: open.map((request) => ({
      id: request.id,
      document_type: request.documentType,
      reason: request.reason,
      note: request.note,
      requested_at: request.requestedAt.toISOString(),
    })),
  };
}
