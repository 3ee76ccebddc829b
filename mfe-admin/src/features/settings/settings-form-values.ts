import type { AdminSettings, SettingsPatch, SettingsValues } from '@back-office/shared/contract';
import type { UserRole } from '@back-office/shared/contract/enums';
import { SLA_STAGES, type SlaStage } from '@back-office/shared/rules';

/** The page's values as typed: numbers kept as the text in the box (NumberField). */
export interface SettingsFormValues {
  four_eyes_amount: string;
  four_eyes_percent: string;
  two_factor_required_roles: UserRole[];
  export_roles: UserRole[];
  sla_hours: Record<SlaStage, string>;
  public_holidays: { date: string; name_ar: string; name_en: string }[];
}

export function toFormValues(values: SettingsValues): SettingsFormValues {
  return {
    four_eyes_amount: String(values.four_eyes_amount),
    four_eyes_percent: String(values.four_eyes_percent),
    two_factor_required_roles: [...values.two_factor_required_roles],
    export_roles: [...values.export_roles],
    sla_hours: Object.fromEntries(SLA_STAGES.map((stage) => [stage, String(values.sla_hours[stage])])) as Record<SlaStage, string>,
    public_holidays: values.public_holidays.map((holiday) => ({ ...holiday })),
  };
}

/** Blank stays blank (null), so the rules say "required" rather than reading it as zero. */
const whole = (text: string | undefined) => (text === undefined || text.trim() === '' ? null : Number(text));

/** What the API takes: every setting, numbers as numbers; the server writes only those that changed. */
export function toPatch(values: SettingsFormValues): SettingsPatch {
  return {
    four_eyes_amount: whole(values.four_eyes_amount),
    four_eyes_percent: whole(values.four_eyes_percent),
    two_factor_required_roles: values.two_factor_required_roles ?? [],
    export_roles: values.export_roles ?? [],
    sla_hours: Object.fromEntries(SLA_STAGES.map((stage) => [stage, whole(values.sla_hours?.[stage])])),
    public_holidays: (values.public_holidays ?? []).map((holiday) => ({
      date: holiday.date ?? '',
      name_ar: holiday.name_ar ?? '',
      name_en: holiday.name_en ?? '',
    })),
  } as SettingsPatch;
}

export type LastChanges = AdminSettings['last_changes'];
