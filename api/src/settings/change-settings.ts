import type { SettingsPatch, SettingsValues } from '@back-office/shared/contract';
import { hasErrors, SETTING_KEYS, validateSettings, type SettingKey } from '@back-office/shared/rules';
import type { AuditSource } from '../audit/audit-source';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { auditLogRepository } from '../repositories/auth/audit-log-repository';
import { settingsRepository } from '../repositories/settings/settings-repository';
import { settingsPage } from './settings-page';
import { normalizeSetting, type SettingsDefaultsConfig } from './setting-values';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Issue 17: an administrator changes some settings. Every sent value is checked before anything
 * is written (422 per field, the shared rules); then, in one transaction holding off every other
 * change of the settings, the version the page was opened on is compared (409 when someone saved
 * since), each value that differs is written and audited (`setting_changed`, details {from, to}).
 * Answers the keys changed.
 */
export async function changeSettings(
  db: Database,
  config: SettingsDefaultsConfig,
  patch: SettingsPatch,
  seenVersion: number,
  actor: AuditSource & { userId: number },
): Promise<SettingKey[]> {
  const errors = validateSettings(patch);
  if (hasErrors(errors)) throw new AppError(422, 'validationFailed', errors);
  const keys = SETTING_KEYS.filter((key) => key in patch);

  return db.transaction(async (tx) => {
    const repository = settingsRepository(tx);
    await repository.lockAll(tx);
    const page = await settingsPage(tx, config);
    if (page.version !== seenVersion) throw new AppError(409, 'settingsChanged');
    const current = page.values;
    const changed: SettingKey[] = [];
    for (const key of keys) {
      const to = normalizeSetting(key, patch[key] as SettingsValues[typeof key]);
      const from = current[key];
      if (same(from, to)) continue;
      await repository.write(key, to, actor.userId);
      await auditLogRepository(tx).record({
        ...actor,
        action: 'setting_changed',
        recordType: 'setting',
        recordId: key,
        details: { from, to },
      });
      changed.push(key);
    }
    return changed;
  });
}
