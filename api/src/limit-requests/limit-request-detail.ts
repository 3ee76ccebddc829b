import type { LimitRequestDetail, LimitRequestLogEntry } from '@back-office/shared/contract';
import type { LimitRequestStatus } from '../db/schema';
import type { SignedLinks } from '../files/signed-links';
import { AppError } from '../http/app-error';
import type { SessionUser } from '../repositories/auth/sessions-repository';
import type { ActionOption } from '../repositories/limit-requests/limit-request-actions-repository';
import { captureOf, type CaptureField } from '../repositories/limit-requests/limit-request-captures';
import type { LimitRequestClientRow } from '../repositories/limit-requests/limit-request-client-repository';
import type { LimitRequestDetails } from '../repositories/limit-requests/limit-request-details-repository';
import type { LimitRequestDocument } from '../repositories/limit-requests/limit-request-documents-repository';
import { canComment } from './comment-permission';
import { offeredActions } from './offered-actions';
import type { Actor, Verdict } from './workflow';
import { toRequestClient, toStoredDocument } from './request-client';

export interface DetailParts {
  found: LimitRequestDetails;
  client: LimitRequestClientRow;
  comments: { id: number; comment: string; creator: string | null; createdAt: Date }[];
  documents: LimitRequestDocument[];
  logs: LimitRequestLogEntry[];
  actions: ActionOption[];
}

export interface DetailLinks {
  /** Signs the client's own files. */
  links: SignedLinks;
  /** Signs the request's files. */
  limitRequestLinks: SignedLinks;
}

const FINISHED: LimitRequestStatus[] = ['closed', 'rejected', 'cancelled'];

/** Only a request nobody has started reviewing may change its terms, or one its reviewer returned to the agent (issue 18). */
export const canEditRequest = (status: LimitRequestStatus) => status === 'new' || status === 'returned_to_agent';

/**
 * Issue 16: who may edit now, as POST /limit-requests/update/{id} decides it: 'unavailable' (409)
 * once the request has left `new`, 'forbidden' (403) to anyone but its creator or an admin.
 */
export function editVerdict(request: { requestStatus: LimitRequestStatus; createdBy: number | null }, user: Actor): Verdict {
  if (!canEditRequest(request.requestStatus)) return 'unavailable';
  // Issue 18: a returned request goes back to the one who made it; only they change it before resubmitting.
  if (request.requestStatus === 'returned_to_agent') return request.createdBy === user.id ? 'allowed' : 'forbidden';
  return user.role === 'admin' || request.createdBy === user.id ? 'allowed' : 'forbidden';
}

/** The update route's refusal: 409 once the request has left `new`, 403 to anyone but its creator or an admin (issue 16). */
export function assertEditable(request: { requestStatus: LimitRequestStatus; createdBy: number | null }, user: Actor): void {
  const verdict = editVerdict(request, user);
  if (verdict === 'unavailable') throw new AppError(409, 'limitRequestNotEditable');
  if (verdict === 'forbidden') throw new AppError(403, 'forbidden');
}

/** The newest capture of each kind (a later edit may retake one). */
function verificationImages(documents: LimitRequestDocument[], links: SignedLinks): Record<CaptureField, string | null> {
  const images: Record<CaptureField, string | null> = { front_image: null, back_image: null, selfie: null };
  for (const document of documents) {
    const capture = document.kind === 'verification' ? captureOf(document.documentType) : null;
    if (capture) images[capture] = links.pathFor(document.id);
  }
  return images;
}

/** SPEC §3 "Limit request (detail)", with the actions this user may run. */
export function toLimitRequestDetail(
  { found, client, comments, documents, logs, actions }: DetailParts,
  files: DetailLinks,
  user: SessionUser,
): LimitRequestDetail {
  const { request } = found;
  return {
    id: request.id,
    code: request.code,
    client_id: request.clientId,
    client: toRequestClient(client, files.links),
    request_status: request.requestStatus,
    decision_status: request.decisionStatus,
    requested_limit: request.requestedLimit,
    approved_limit: request.approvedLimit,
    tenure: request.tenure,
    merchant_id: request.merchantId,
    merchant_name: found.merchantName,
    product_id: request.productId,
    product_name: found.productName,
    merchant_branch_id: request.merchantBranchId,
    branch_name: found.branchName,
    request_type_id: found.typeName,
    limit_request_type_id: request.limitRequestTypeId,
    created_at: request.createdAt.toISOString(),
    creator: found.creator,
    assigned_to: found.assignee,
    approved_by: found.approver,
    confirmed_by: found.confirmer,
    reject_reason: found.rejectReason,
    return_reason: found.returnReason,
    is_closed: FINISHED.includes(request.requestStatus),
    can_edit: editVerdict(request, user) === 'allowed',
    can_comment: canComment(request, user),
    relative_degree: {
      relative_name: request.relativeName,
      relative_mobile_number: request.relativeMobileNumber,
      relative_degree_type: found.relativeDegreeName,
      relative_degree_type_id: request.relativeDegreeTypeId,
    },
    comments: comments.map((comment) => ({
      id: comment.id,
      comment: comment.comment,
      creator: comment.creator,
      created_from: comment.createdAt.toISOString(),
    })),
    documents: documents
      .filter((document) => document.kind !== 'verification')
      .map((document) => toStoredDocument(document, files.limitRequestLinks)),
    verification_images: verificationImages(documents, files.limitRequestLinks),
    logs,
    available_actions: offeredActions(request, user, actions),
    version: request.version,
  };
}
