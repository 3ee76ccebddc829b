import { makeStyles, tokens } from '@back-office/shared/fluent-core';
import { MoneyRegular, PeopleRegular, TagMultipleRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { formatNumber, selectLanguage, useAppSelector } from '@back-office/shared';
import { Money, StatusChip, SummaryTile } from '@back-office/shared/ui';
import { useClientsQuery } from './use-clients-query';

const useStyles = makeStyles({
  tiles: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, listStyleType: 'none', margin: 0, padding: 0 },
  // Flex items have no line box, so the tile's large value line-height does not space the chips.
  chip: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, fontSize: tokens.fontSizeBase300 },
});

/** Total clients, total balance and the statuses a client can be in (SPEC §2). */
export function ClientsSummary() {
  const { t } = useTranslation('clients');
  const styles = useStyles();
  const language = useAppSelector(selectLanguage);
  const summary = useClientsQuery().data?.data;
  if (!summary) return null;
  return (
    <div className={styles.tiles}>
      <SummaryTile label={t('list.tiles.totalClients')} value={formatNumber(summary.total_clients, language)} icon={<PeopleRegular />} />
      <SummaryTile label={t('list.tiles.totalBalance')} value={<Money value={summary.total_balance} />} icon={<MoneyRegular />} />
      <SummaryTile
        label={t('list.tiles.statuses')}
        icon={<TagMultipleRegular />}
        value={
          <ul className={styles.chips}>
            {summary.statuses.map((status) => (
              <li key={status.value} className={styles.chip}>
                <StatusChip status={status.value} label={status.label} />
                {formatNumber(status.count, language)}
              </li>
            ))}
          </ul>
        }
      />
    </div>
  );
}
