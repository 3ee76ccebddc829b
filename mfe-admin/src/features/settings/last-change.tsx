import { formatDateTime, selectLanguage, useAppSelector } from '@back-office/shared';
import { Caption1 } from '@back-office/shared/fluent-core';
import type { SettingKey } from '@back-office/shared/rules';
import { useTranslation } from 'react-i18next';
import type { LastChanges } from './settings-form-values';

/** Who changed a section's settings last, and when (the latest of its keys); or that none has changed yet. */
export function LastChange({ changes, keys, className }: { changes: LastChanges; keys: SettingKey[]; className?: string }) {
  const { t } = useTranslation('settings');
  const language = useAppSelector(selectLanguage);
  const latest = keys
    .map((key) => changes[key])
    .filter((change) => change !== null)
    .sort((a, b) => b.changed_at.localeCompare(a.changed_at))[0];
  if (!latest) return <Caption1 className={className}>{t('neverChanged')}</Caption1>;
  const when = formatDateTime(latest.changed_at, language);
  return (
    <Caption1 className={className}>
      {latest.changed_by ? t('lastChange', { when, who: latest.changed_by.name }) : t('lastChangeUnknown', { when })}
    </Caption1>
  );
}
