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
/**
 * Issue 19 appends: staff asked the applicant for a document again, the applicant sent it, the ask
 * was withdrawn, and a self-onboarding application that matched this client arrived.
 */
export const CLIENT_HISTORY_ACTIONS = [
  'created',
  'updated',
  'submitted',
  'status_changed',
  'document_requested',
  'document_received',
  'document_request_cancelled',
  'application_matched',
] as const;
export type ClientHistoryAction = (typeof CLIENT_HISTORY_ACTIONS)[number];

/**
 * SPEC §4 request status, moved by the workflow's actions. Issue 16: `awaiting_confirmation` is an
 * approval above the four-eyes threshold waiting for a second risk reviewer. Issue 18:
 * `returned_to_agent` is a request its reviewer sent back to its creator for changes (both
 * appended: PostgreSQL enums only grow at the end without rewriting the table).
 */
export const LIMIT_REQUEST_STATUSES = [
  'new',
  'under_review',
  'approved',
  'contract_uploaded',
  'closed',
  'rejected',
  'cancelled',
  'awaiting_confirmation',
  'returned_to_agent',
] as const;
export type LimitRequestStatus = (typeof LIMIT_REQUEST_STATUSES)[number];

/** SPEC §4 decision status; the list filter offers them all. */
export const DECISION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'closed'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

/**
 * SPEC §4: the workflow's actions, dispatched on by `core_function_key`. Issue 16 adds `take` (a risk
 * user takes an unassigned request from the queue), `confirm_approval` and `send_back` (four eyes);
 * issue 18 `return_to_agent` (the assigned reviewer returns it with a reason) and `resubmit` (its
 * creator sends it back to the same reviewer).
 */
export const LIMIT_REQUEST_ACTION_KEYS = [
  'assign_user',
  'approve',
  'reject',
  'cancel',
  'upload_file',
  'close',
  'take',
  'confirm_approval',
  'send_back',
  'return_to_agent',
  'resubmit',
] as const;
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

/**
 * How a recorded change's old and new values read (client history, limit-request log): the API
 * resolves references to names in the request's language ('text'); the screens format the rest
 * with the shared formatters (dates, money) or translate them (statuses, gender).
 */
export const CHANGE_VALUE_KINDS = [
  'text',
  'date',
  'month',
  'money',
  'number',
  'client_status',
  'request_status',
  'gender',
  'file',
] as const;
export type ChangeValueKind = (typeof CHANGE_VALUE_KINDS)[number];

/** The columns the clients list sorts by (issue 15). */
export const CLIENT_SORTS = ['updated_at', 'created_at', 'name', 'balance'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

/** The columns the limit-requests list sorts by (issue 15). */
export const LIMIT_REQUEST_SORTS = ['created_at', 'requested_limit', 'approved_limit', 'code'] as const;
export type LimitRequestSort = (typeof LIMIT_REQUEST_SORTS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * Issue 17: the reference lists an administrator keeps, by URL slug. Cities, areas, branches and
 * products belong to a parent (governorate, city, merchant) named by `parent_id`.
 */
export const REFERENCE_LISTS = [
  'governorates',
  'cities',
  'areas',
  'merchants',
  'merchant-branches',
  'products',
  'client-document-types',
  'limit-request-document-types',
  'limit-request-types',
  'employment-types',
  'company-sectors',
  'lead-companies',
  'relative-degree-types',
  'reject-reasons',
  'return-reasons',
  'document-request-reasons',
] as const;
export type ReferenceList = (typeof REFERENCE_LISTS)[number];

/**
 * Issue 17, the audit trail's event kinds: the values of the database's `audit_action`
 * enum (api/src/db/schema/audit-log.ts builds it from this list, in this order: PostgreSQL only
 * appends to an enum, so a new kind goes at the end).
 */
export const AUDIT_EVENT_KINDS = [
  'password_changed',
  'data_exported',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_codes_regenerated',
  'recovery_code_used',
  'logged_in',
  'login_failed',
  'locked_out',
  'logged_out',
  'password_reset_forced',
  'two_factor_reset',
  'invitation_sent',
  'invitation_used',
  'account_created',
  'account_updated',
  'role_changed',
  'account_deactivated',
  'account_reactivated',
  'account_unlocked',
  'setting_changed',
  'reference_created',
  'reference_updated',
  'reference_deactivated',
  'reference_reactivated',
  'reference_imported',
] as const;
export type AuditEventKind = (typeof AUDIT_EVENT_KINDS)[number];

/** What an entry was done to. */
export const AUDIT_RECORD_TYPES = ['user', 'setting', 'reference', 'export'] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/**
 * Issue 18: what a staff member is notified of (the bell, and e-mail where they chose it). The
 * values of the database's `notification_event` enum, in this order (PostgreSQL only appends).
 */
export const NOTIFICATION_EVENTS = [
  'request_assigned',
  'request_approved',
  'request_rejected',
  'request_returned',
  'request_closed',
  'request_commented',
  'request_resubmitted',
  'sla_breached',
  'self_onboarding_application',
  'document_received',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** Issue 18: the reviewer's queue views (`by_reviewer` is an admin's). */
export const QUEUE_VIEWS = ['assigned_to_me', 'unassigned', 'all_open', 'by_reviewer'] as const;
export type QueueView = (typeof QUEUE_VIEWS)[number];

/** Issue 18: where a request stands against its stage's SLA (past 75 % is near). */
export const SLA_STATES = ['within', 'near', 'breached'] as const;
export type SlaState = (typeof SLA_STATES)[number];

/** Issue 18: the dashboard's periods (custom: from/to days). */
export const DASHBOARD_PERIODS = ['7d', '30d', '90d', 'custom'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/**
 * Issue 19: where a self-onboarding application stands, as the applicant reads it on the status
 * page (derived from the client and its open document requests; never the client's own status words).
 */
export const APPLICANT_STATUSES = ['received', 'under_review', 'documents_requested', 'approved', 'rejected'] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

/** Issue 19: a document staff asked a self-onboarded applicant for again. */
export const DOCUMENT_REQUEST_STATUSES = ['open', 'answered', 'cancelled'] as const;
export type DocumentRequestStatus = (typeof DOCUMENT_REQUEST_STATUSES)[number];

/** Issue 19: why a text message is sent (the values of the `sms_purpose` enum, in this order). */
export const SMS_PURPOSES = ['status_code', 'document_request'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
