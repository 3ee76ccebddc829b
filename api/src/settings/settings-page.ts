import type { AdminSettings, SettingChange } from '@back-office/shared/contract';
import { SETTING_KEYS, type SettingKey } from '@back-office/shared/rules';
import type { Queryable } from '../db/database';
import { settingsRepository, type StoredSetting } from '../repositories/settings/settings-repository';
import { effectiveSettings, settingDefaults, type SettingsDefaultsConfig } from './setting-values';

/**
 * The page's version: the sum of every key's version. Each change adds at least one, so a save
 * made on an older page is recognised whichever key changed (decision 0019).
 */
export const settingsVersion = (rows: StoredSetting[]) => rows.reduce((sum, row) => sum + row.version, 0);

/** GET /admin/settings `data`: values, defaults, who changed what last, the version. */
export async function settingsPage(db: Queryable, config: SettingsDefaultsConfig): Promise<AdminSettings> {
  const rows = await settingsRepository(db).all();
  const defaults = settingDefaults(config);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const lastChange = (key: SettingKey): SettingChange => {
    const row = byKey.get(key);
    return row ? { changed_at: row.updatedAt.toISOString(), changed_by: row.updatedBy } : null;
  };
  return {
    version: settingsVersion(rows),
    values: effectiveSettings(new Map(rows.map((row) => [row.key, row.value])), defaults),
    defaults,
    last_changes: Object.fromEntries(SETTING_KEYS.map((key) => [key, lastChange(key)])) as AdminSettings['last_changes'],
  };
}
