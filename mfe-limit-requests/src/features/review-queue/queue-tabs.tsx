import type { QueueCounts } from '@back-office/shared/contract';
import type { QueueView } from '@back-office/shared/contract/enums';
import { selectLanguage, formatNumber, useAppSelector } from '@back-office/shared';
import { Tab, TabList } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';

/** Issue 18: the queue's views, each with its count; by reviewer is an admin's. */
export function QueueTabs({
  view,
  counts,
  admin,
  onChange,
}: {
  view: QueueView;
  counts: QueueCounts | undefined;
  admin: boolean;
  onChange: (view: QueueView) => void;
}) {
  const { t } = useTranslation('reviewQueue');
  const language = useAppSelector(selectLanguage);
  const views: QueueView[] = admin
    ? ['assigned_to_me', 'unassigned', 'all_open', 'by_reviewer']
    : ['assigned_to_me', 'unassigned', 'all_open'];
  const countOf = (name: QueueView) => {
    const value = counts?.[name];
    return value === undefined || value === null ? '' : ` (${formatNumber(value, language)})`;
  };
  return (
    <TabList selectedValue={view} onTabSelect={(_event, data) => onChange(data.value as QueueView)} aria-label={t('tabs.label')}>
      {views.map((name) => (
        <Tab key={name} value={name}>
          {t(`tabs.${name}`)}
          {countOf(name)}
        </Tab>
      ))}
    </TabList>
  );
}
