import type { SettingsValues } from '@back-office/shared/contract';
import { USER_ROLES } from '@back-office/shared/contract/enums';
import { defaultSlaHours, SETTING_KEYS, validateSettings, type SettingKey } from '@back-office/shared/rules';
import type { Config } from '../config/config';

export type SettingsDefaultsConfig = Pick<Config, 'fourEyesAmount' | 'fourEyesPercent' | 'totpRequiredRoles' | 'exportRoles'>;

/**
 * What a deployment starts from (issue 17): the environment variables that set these before the
 * settings page existed, and 24 working hours for every SLA stage, no holidays.
 */
export function settingDefaults(config: SettingsDefaultsConfig): SettingsValues {
  return normalized({
    four_eyes_amount: config.fourEyesAmount,
    four_eyes_percent: config.fourEyesPercent,
    two_factor_required_roles: config.totpRequiredRoles,
    export_roles: config.exportRoles,
    sla_hours: defaultSlaHours(),
    public_holidays: [],
  });
}

const byRoleOrder = (roles: readonly string[]) => USER_ROLES.filter((role) => roles.includes(role));

/** One spelling per value, so "changed" means changed: roles in their usual order, holidays by date, names trimmed. */
export function normalizeSetting<Key extends SettingKey>(key: Key, value: SettingsValues[Key]): SettingsValues[Key] {
  if (key === 'two_factor_required_roles' || key === 'export_roles') return byRoleOrder(value as string[]) as SettingsValues[Key];
  if (key === 'public_holidays')
    return (value as SettingsValues['public_holidays'])
      .map(({ date, name_ar, name_en }) => ({ date, name_ar: name_ar.trim(), name_en: name_en.trim() }))
      .sort((a, b) => a.date.localeCompare(b.date)) as SettingsValues[Key];
  if (key === 'sla_hours') return { ...defaultSlaHours(), ...(value as object) } as SettingsValues[Key];
  return value;
}

function normalized(values: SettingsValues): SettingsValues {
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, normalizeSetting(key, values[key])])) as unknown as SettingsValues;
}

/**
 * The stored values over the defaults. A stored value the rules refuse (written by hand in SQL)
 * is ignored in favour of the default and reported, so a typo cannot switch four eyes off.
 */
export function effectiveSettings(
  stored: Map<string, unknown>,
  defaults: SettingsValues,
  onInvalid: (key: SettingKey) => void = () => undefined,
): SettingsValues {
  const values = { ...defaults } as Record<SettingKey, unknown>;
  for (const key of SETTING_KEYS) {
    if (!stored.has(key)) continue;
    const value = stored.get(key);
    const errors = validateSettings({ [key]: value });
    if (Object.keys(errors).length > 0) onInvalid(key);
    else values[key] = normalizeSetting(key, value as never);
  }
  return values as SettingsValues;
}
