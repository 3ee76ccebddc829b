import { Type, type Static } from 'typebox';
import { HOLIDAY_NAME_MAX_LENGTH, PUBLIC_HOLIDAYS_MAX, SETTING_KEYS, SLA_STAGES, type SettingKey } from '../rules/settings/settings-values';
import { USER_ROLES } from './enums';
import { IdName } from './envelope';
import { DateTime, Nullable } from './fields';

/*
 * Issue 17, /admin/settings: what issues 9, 11 and 16 made configurable. Ranges are checked by
 * the shared rules (rules/settings), so a bad value gets the rule's translated message on its
 * field; these schemas fix the shapes (and bound their sizes) for the API and its OpenAPI document.
 */

const Role = Type.Enum([...USER_ROLES]);
const Roles = Type.Array(Role, { maxItems: USER_ROLES.length * 2 });

export const SlaHours = Type.Object(
  Object.fromEntries(SLA_STAGES.map((stage) => [stage, Type.Integer({ description: 'Working hours, 1–720' })])) as Record<
    (typeof SLA_STAGES)[number],
    ReturnType<typeof Type.Integer>
  >,
  { additionalProperties: false },
);
export type SlaHours = Static<typeof SlaHours>;

export const PublicHoliday = Type.Object(
  {
    date: Type.String({ maxLength: 10, description: 'YYYY-MM-DD' }),
    name_ar: Type.String({ maxLength: HOLIDAY_NAME_MAX_LENGTH * 2 }),
    name_en: Type.String({ maxLength: HOLIDAY_NAME_MAX_LENGTH * 2 }),
  },
  { additionalProperties: false },
);
export type PublicHoliday = Static<typeof PublicHoliday>;

const settingShapes = {
  /** EGP: an approval above it waits for a second reviewer (issue 16). */
  four_eyes_amount: Type.Integer({ description: 'EGP, 0 to 999,999,999,999' }),
  /** An approval differing from the requested amount by more than this percentage waits too. */
  four_eyes_percent: Type.Integer({ description: '0–100' }),
  two_factor_required_roles: Roles,
  export_roles: Roles,
  sla_hours: SlaHours,
  public_holidays: Type.Array(PublicHoliday, { maxItems: PUBLIC_HOLIDAYS_MAX + 1 }),
};

/** Every setting's value. */
export const SettingsValues = Type.Object(settingShapes);
export type SettingsValues = Static<typeof SettingsValues>;

/** PATCH /admin/settings body: the settings to change (the rest stay). The version goes in If-Match. */
export const SettingsPatch = Type.Partial(Type.Object(settingShapes), { additionalProperties: false, minProperties: 1 });
export type SettingsPatch = Static<typeof SettingsPatch>;

/** When and by whom a setting was last changed; null while it still has the deployment's default. */
export const SettingChange = Nullable(
  Type.Object({
    changed_at: DateTime,
    /** Null when the account is gone or the row was written outside the API. */
    changed_by: Nullable(IdName),
  }),
);
export type SettingChange = Static<typeof SettingChange>;

/** GET and PATCH /admin/settings `data`. */
export const AdminSettings = Type.Object({
  /** The page's version: send it as If-Match with the next change (409 when someone saved since). */
  version: Type.Integer({ minimum: 0 }),
  values: SettingsValues,
  /** What each setting is without a change: the environment's value (FOUR_EYES_AMOUNT…) or the built-in one. */
  defaults: SettingsValues,
  last_changes: Type.Object(
    Object.fromEntries(SETTING_KEYS.map((key) => [key, SettingChange])) as Record<SettingKey, typeof SettingChange>,
  ),
});
export type AdminSettings = Static<typeof AdminSettings>;
