import { USER_ROLES } from '../../contract/enums';

/**
 * Issue 17: what an administrator sets on /admin/settings. Plain arrays and numbers (no schema
 * library), read by the wire contract, the API and the page alike.
 */
export const SETTING_KEYS = [
  'four_eyes_amount',
  'four_eyes_percent',
  'two_factor_required_roles',
  'export_roles',
  'sla_hours',
  'public_holidays',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** The workflow stages whose time is measured against an SLA (issue 18 reads these). */
export const SLA_STAGES = [
  'waiting_for_assignment',
  'under_review',
  'awaiting_second_reviewer',
  'returned_to_agent',
  'approved_without_contract',
] as const;
export type SlaStage = (typeof SLA_STAGES)[number];

/** Working hours a stage may take: at least one, at most 30 days' worth (720). */
export const SLA_HOURS_MIN = 1;
export const SLA_HOURS_MAX = 720;
export const SLA_HOURS_DEFAULT = 24;
/** The four-eyes amount is compared with numeric(14, 2) amounts: twelve whole digits. */
export const FOUR_EYES_AMOUNT_MAX = 999_999_999_999;
export const PUBLIC_HOLIDAYS_MAX = 100;
export const HOLIDAY_NAME_MAX_LENGTH = 100;

export const SETTING_ROLES = USER_ROLES;

/** Every stage at the default, for a deployment that has not set them. */
export const defaultSlaHours = (): Record<SlaStage, number> =>
  Object.fromEntries(SLA_STAGES.map((stage) => [stage, SLA_HOURS_DEFAULT])) as Record<SlaStage, number>;
