import { Type, type Static } from 'typebox';
import { GENDERS } from './enums';
import { IdName } from './envelope';
import { CommentText, DateTime, FieldChange, Money, Nullable, SignedLink, WireDate } from './fields';
import { AvailableActions, DecisionStatusSchema, LimitRequestStatusSchema, Version } from './limit-requests';

/** A stored file behind a signed link (SPEC §3 documents). */
export const StoredDocument = Type.Object({
  id: Type.Integer(),
  type: Type.String({ description: "The document type's name in the request's language" }),
  document_type_id: Type.Integer(),
  path: SignedLink,
  file_name: Type.String(),
  mime_type: Type.String({ description: 'Decided from the content' }),
  size: Type.Integer({ description: 'Bytes' }),
});
export type StoredDocument = Static<typeof StoredDocument>;

export const LimitRequestAddress = Type.Object({
  address: Type.String(),
  governorate: Nullable(IdName),
  city: Nullable(IdName),
  area: Nullable(IdName),
});
export type LimitRequestAddress = Static<typeof LimitRequestAddress>;

export const LimitRequestCompanyAddress = Type.Interface([LimitRequestAddress], { company_name: Nullable(Type.String()) });
export type LimitRequestCompanyAddress = Static<typeof LimitRequestCompanyAddress>;

/** SPEC §3 "Limit request (detail)" → client. */
export const LimitRequestClient = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  gender: Nullable(Type.Enum([...GENDERS], { description: '1 male, 2 female' })),
  birth_date: Nullable(WireDate),
  age: Nullable(Type.Integer()),
  national_id: Type.String(),
  NID_issuance_date: Nullable(WireDate),
  NID_expired_date: Nullable(WireDate),
  title: Nullable(Type.String()),
  employment_type: Nullable(Type.String()),
  employment_type_id: Nullable(Type.Integer()),
  monthly_income: Nullable(Money),
  phone_1: Type.String(),
  phone_2: Nullable(Type.String()),
  balance: Money,
  status: Type.String(),
  // Spelled as the client application reads it.
  is_submited: Type.Boolean(),
  company_name: Nullable(Type.String()),
  company_sector: Nullable(Type.String()),
  addresses: Type.Object({
    current_home: Nullable(LimitRequestAddress),
    nid: Nullable(LimitRequestAddress),
    company: Nullable(LimitRequestCompanyAddress),
  }),
  documents: Type.Array(StoredDocument, { description: "The client's own files" }),
});
export type LimitRequestClient = Static<typeof LimitRequestClient>;

export const LimitRequestLogEntry = Type.Object({
  id: Type.Integer(),
  action_name: Type.String(),
  date: DateTime,
  action_by: Nullable(Type.String()),
  assigned_to: Nullable(Type.String({ description: 'null: not applicable' })),
  changes: Type.Array(FieldChange, {
    description: 'What the step changed, old and new: the amounts (requested, approved) and every edited term of the request',
  }),
  comment: Nullable(Type.String({ description: 'The note written with an approve, reject, confirmation or send-back' })),
});
export type LimitRequestLogEntry = Static<typeof LimitRequestLogEntry>;

/** GET /limit-request/{id}/log `data`. */
export const LimitRequestLogData = Type.Object({ logs: Type.Array(LimitRequestLogEntry) });
export type LimitRequestLogData = Static<typeof LimitRequestLogData>;

/** The camera captures, null when not taken. */
export const VerificationImages = Type.Object({
  front_image: Nullable(SignedLink),
  back_image: Nullable(SignedLink),
  selfie: Nullable(SignedLink),
});
export type VerificationImages = Static<typeof VerificationImages>;

export const RelativeDegree = Type.Object({
  relative_name: Type.String(),
  relative_mobile_number: Type.String(),
  relative_degree_type: Type.String(),
  relative_degree_type_id: Type.Integer(),
});
export type RelativeDegree = Static<typeof RelativeDegree>;

export const LimitRequestComment = Type.Object({
  id: Type.Integer(),
  comment: Type.String(),
  creator: Nullable(Type.String()),
  created_from: DateTime,
});
export type LimitRequestComment = Static<typeof LimitRequestComment>;

/** SPEC §3 "Limit request (detail)", as the show and edit-meta calls send it. */
export const LimitRequestDetail = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  client_id: Type.Integer(),
  client: LimitRequestClient,
  request_status: LimitRequestStatusSchema,
  decision_status: DecisionStatusSchema,
  requested_limit: Money,
  approved_limit: Nullable(Money),
  tenure: Type.Integer(),
  merchant_id: Type.Integer(),
  merchant_name: Type.String(),
  product_id: Type.Integer(),
  product_name: Type.String(),
  merchant_branch_id: Type.Integer(),
  branch_name: Type.String(),
  request_type_id: Type.String({ description: "The request type's name (SPEC §3 keeps this naming)" }),
  limit_request_type_id: Type.Integer(),
  created_at: DateTime,
  creator: Nullable(Type.String()),
  assigned_to: Nullable(Type.String()),
  approved_by: Nullable(Type.String({ description: 'Issue 16: who approved (the first reviewer when four eyes apply)' })),
  confirmed_by: Nullable(Type.String({ description: 'Issue 16: the second reviewer who confirmed the approval' })),
  reject_reason: Nullable(Type.String({ description: "Issue 16: why it was rejected, in the request's language" })),
  return_reason: Nullable(
    Type.String({ description: "Issue 18: why it was last returned to the agent, in the request's language; null if never" }),
  ),
  is_closed: Type.Boolean({ description: 'Closed, rejected or cancelled: no action is left' }),
  can_edit: Type.Boolean({
    description:
      'Whether the signed-in user may edit it (POST /limit-requests/update/{id}): only while new, its creator or an admin (issue 16)',
  }),
  can_comment: Type.Boolean({
    description:
      'Whether the signed-in user may add a comment now (POST /limit-requests/{id}/comments): its creator while new, risk reviewers while under review or awaiting confirmation (issue 16)',
  }),
  relative_degree: Nullable(RelativeDegree),
  comments: Type.Array(LimitRequestComment, { description: 'Oldest first' }),
  documents: Type.Array(StoredDocument, { description: 'General and contract documents' }),
  verification_images: VerificationImages,
  logs: Type.Array(LimitRequestLogEntry),
  available_actions: AvailableActions,
  version: Version,
});
export type LimitRequestDetail = Static<typeof LimitRequestDetail>;

/** GET /limit-requests/show/{id} `data`. */
export const LimitRequestShowData = Type.Object({
  limit_request: LimitRequestDetail,
  documents: Type.Array(StoredDocument, { description: 'The same list as limit_request.documents' }),
  verification_images: VerificationImages,
  risk_users: Type.Array(IdName, { description: "For the assign action: active risk users but the request's creator (issue 16)" }),
  reject_reasons: Type.Array(IdName, { description: 'Active reject reasons, for the reject action (issue 16)' }),
  return_reasons: Type.Array(IdName, { description: 'Active return reasons, for the return-to-agent action (issue 18)' }),
  four_eyes: Type.Object(
    {
      amount: Type.Integer({ description: 'EGP: an approval above it waits for a second reviewer' }),
      percent: Type.Integer({ description: 'So does one differing from the requested amount by more than this percentage' }),
    },
    { description: 'Issue 16: when an approval needs a second risk reviewer, so the approve dialog can say so' },
  ),
  document_types: Type.Array(IdName, { description: 'Contract document types, for the upload action' }),
});
export type LimitRequestShowData = Static<typeof LimitRequestShowData>;

/** POST /limit-requests/{id}/comments body (issue 15: a reviewer comments without editing the request). */
export const AddCommentBody = Type.Object({ comment: CommentText });
export type AddCommentBody = Static<typeof AddCommentBody>;

/** POST /limit-requests/{id}/comments `data` (201). */
export const CommentAdded = Type.Object({ comment: LimitRequestComment });
export type CommentAdded = Static<typeof CommentAdded>;
