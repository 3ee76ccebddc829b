import { Type, type Static } from 'typebox';
import { MAX_LENGTH } from '../rules/field-limits';
import { APPLICANT_STATUSES, DOCUMENT_REQUEST_STATUSES } from './enums';
import { IdName } from './envelope';
import { DateTime, Nullable, SignedLink } from './fields';

/**
 * Issue 19: a self-onboarding application's reference, random (never the sequential client code, which
 * would show the size of the client book): `SO-` and 10 Crockford base-32 characters in two groups.
 */
export const APPLICATION_REFERENCE_PATTERN = '^SO-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$';
export const ApplicationReference = Type.String({
  pattern: APPLICATION_REFERENCE_PATTERN,
  description: 'Random reference, e.g. SO-7K3MQ-9QXDA (case-insensitive on input)',
});

/** POST /client-self-store `data`: the reference the applicant quotes and checks the status with. */
export const SelfStoreResult = Type.Object({
  reference: ApplicationReference,
});
export type SelfStoreResult = Static<typeof SelfStoreResult>;

/**
 * GET /self-onboarding/challenge: a proof-of-work puzzle (ALTCHA's scheme, self-hosted). The browser
 * finds `number` in 0…maxnumber with SHA-256(salt + number) = challenge and sends back
 * base64(JSON {algorithm, challenge, number, salt, signature}) as the `pow` field. The signature is the
 * server's HMAC of the challenge; the salt carries its expiry; each solution is accepted once.
 */
export const PowChallenge = Type.Object({
  algorithm: Type.Literal('SHA-256'),
  challenge: Type.String({ description: 'hex SHA-256 of salt + the secret number' }),
  salt: Type.String({ description: 'random, with ?expires=<unix seconds>' }),
  maxnumber: Type.Integer(),
  signature: Type.String({ description: 'hex HMAC-SHA-256 of the challenge' }),
});
export type PowChallenge = Static<typeof PowChallenge>;

/** The solved puzzle, as the `pow` form field or JSON property: base64 of the JSON solution. */
export const PowSolution = Type.String({
  minLength: 1,
  maxLength: 2000,
  description: 'base64(JSON {algorithm, challenge, number, salt, signature})',
});

/** Mobile numbers as SPEC §5 writes them (01 then 0, 1, 2 or 5, then 8 digits). */
const Mobile = Type.String({ minLength: 1, maxLength: 20, description: 'The mobile number given in the application' });

/** POST /self-onboarding/status/code: send a one-time code to the application's mobile. */
export const StatusCodeRequest = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: 20 }),
  mobile: Mobile,
  pow: PowSolution,
});
export type StatusCodeRequest = Static<typeof StatusCodeRequest>;

/** POST /self-onboarding/status/verify: the code from the text message, for a status session. */
export const StatusVerifyRequest = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: 20 }),
  mobile: Mobile,
  code: Type.String({ minLength: 1, maxLength: 10 }),
});
export type StatusVerifyRequest = Static<typeof StatusVerifyRequest>;

/** A short session on one application's status, sent as `Authorization: Bearer <token>`. */
export const StatusSession = Type.Object({
  token: Type.String(),
  expires_at: DateTime,
});
export type StatusSession = Static<typeof StatusSession>;

export const ApplicantStatusSchema = Type.Enum([...APPLICANT_STATUSES]);
export const DocumentRequestStatusSchema = Type.Enum([...DOCUMENT_REQUEST_STATUSES]);

/** A document staff asked the applicant for again, as the applicant sees it. */
export const ApplicantDocumentRequest = Type.Object({
  id: Type.Integer(),
  document_type: IdName,
  reason: IdName,
  note: Nullable(Type.String()),
  requested_at: DateTime,
});
export type ApplicantDocumentRequest = Static<typeof ApplicantDocumentRequest>;

/** GET /self-onboarding/status: where the application stands, names in the asked language. */
export const ApplicantStatusView = Type.Object({
  reference: ApplicationReference,
  status: ApplicantStatusSchema,
  submitted_at: DateTime,
  /** Open requests only: what the applicant can still send. */
  document_requests: Type.Array(ApplicantDocumentRequest),
});
export type ApplicantStatusView = Static<typeof ApplicantStatusView>;

/** POST /clients/:id/document-requests: staff ask a self-onboarded applicant for a document again. */
export const DocumentRequestCreate = Type.Object({
  document_type_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  reason_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  note: Type.Optional(Type.String({ maxLength: MAX_LENGTH.comment })),
});
export type DocumentRequestCreate = Static<typeof DocumentRequestCreate>;

/** One document request on the client's page. */
export const DocumentRequest = Type.Object({
  id: Type.Integer(),
  status: DocumentRequestStatusSchema,
  document_type: IdName,
  reason: IdName,
  note: Nullable(Type.String()),
  requested_by: Nullable(IdName),
  requested_at: DateTime,
  answered_at: Nullable(DateTime),
  /** The file the applicant sent, once answered. */
  document: Nullable(Type.Object({ id: Type.Integer(), path: SignedLink })),
  cancelled_at: Nullable(DateTime),
});
export type DocumentRequest = Static<typeof DocumentRequest>;

/** GET /clients/:id/document-requests: newest first, with what can be asked for. */
export const DocumentRequestList = Type.Object({
  requests: Type.Array(DocumentRequest),
  /** False for a client who did not onboard themselves (no applicant to ask), or has no mobile. */
  can_request: Type.Boolean(),
  document_types: Type.Array(IdName),
  reasons: Type.Array(IdName),
});
export type DocumentRequestList = Static<typeof DocumentRequestList>;

/**
 * A self-onboarding application whose national ID or mobile belonged to a client already: linked to
 * that client for staff to review (GET /clients/:id/applications); the applicant was told nothing of it.
 */
export const MatchedApplication = Type.Object({
  id: Type.Integer(),
  reference: ApplicationReference,
  created_at: DateTime,
  /** The form as sent: field name → value as typed (names of lists in the asked language). */
  fields: Type.Record(Type.String(), Nullable(Type.String())),
  files: Type.Array(Type.Object({ label: Type.String(), path: SignedLink })),
});
export type MatchedApplication = Static<typeof MatchedApplication>;

/** POST /clients/:id/document-requests `data`: the new request's id (the list is read again for the rest). */
export const DocumentRequestCreated = Type.Object({ id: Type.Integer() });
export type DocumentRequestCreated = Static<typeof DocumentRequestCreated>;
