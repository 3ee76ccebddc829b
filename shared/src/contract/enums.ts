/**
 * The wire's enum values, written once. Plain arrays on purpose (no schema library here): a remote may
 * import one at runtime from `@back-office/shared/contract/enums` for a few bytes, the contract
 * schemas build their enum schemas from them, and the API builds its PostgreSQL enums from them,
 * so the database keeps these exact values in this order (SPEC §3, §4, §6).
 */

/** SPEC §3 client status. */
export const CLIENT_STATUSES = ['pending', 'approved', 'active', 'rejected', 'inactive'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** Who brought the client in: staff, or the public self-onboarding form. */
export const CLIENT_SOURCES = ['staff', 'self_onboarding'] as const;
export type ClientSource = (typeof CLIENT_SOURCES)[number];

/** What a client's history entry records. */
export const CLIENT_HISTORY_ACTIONS = ['created', 'updated', 'submitted'] as const;
export type ClientHistoryAction = (typeof CLIENT_HISTORY_ACTIONS)[number];

/** SPEC §4 request status, moved by the workflow's actions. */
export const LIMIT_REQUEST_STATUSES = ['new', 'under_review', 'approved', 'contract_uploaded', 'closed', 'rejected', 'cancelled'] as const;
export type LimitRequestStatus = (typeof LIMIT_REQUEST_STATUSES)[number];

/** SPEC §4 decision status; the list filter offers them all. */
export const DECISION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'closed'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

/** SPEC §4: the workflow's actions, dispatched on by `core_function_key`. */
export const LIMIT_REQUEST_ACTION_KEYS = ['assign_user', 'approve', 'reject', 'cancel', 'upload_file', 'close'] as const;
export type LimitRequestActionKey = (typeof LIMIT_REQUEST_ACTION_KEYS)[number];

/** SPEC §6 staff roles. */
export const USER_ROLES = ['agent', 'risk', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Limit-request document types: verification holds the camera captures, contract the signed papers. */
export const DOCUMENT_KINDS = ['general', 'verification', 'contract'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The camera captures of a limit request (ID front, ID back, selfie). */
export const VERIFICATION_CAPTURES = ['front_image', 'back_image', 'selfie'] as const;
export type VerificationCapture = (typeof VERIFICATION_CAPTURES)[number];

/** '1' male, '2' female: as the client application reads gender. */
export const GENDERS = ['1', '2'] as const;
export type Gender = (typeof GENDERS)[number];
