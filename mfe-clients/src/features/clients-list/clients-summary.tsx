import { Button, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { MoneyRegular, PeopleRegular, TagMultipleRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { formatNumber, selectLanguage, useAppSelector } from '@back-office/shared';
import { Money, StatusChip, SummaryTile } from '@back-office/shared/ui';
import { useClientsQuery } from './use-clients-query';
import { useListParams } from './use-list-params';

const useStyles = makeStyles({
  tiles: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, listStyleType: 'none', margin: 0, padding: 0 },
  // Flex items have no line box, so the tile's large value line-height does not space the chips.
  chip: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, fontSize: tokens.fontSizeBase300 },
});

/**
 * Total clients, total balance and the clients in each status (SPEC §2). Issue 15: the figures
 * are the server's over the current search and filters, and each status is a button that
 * filters the list by it (pressed while it does). After a failed load nothing is shown: the
 * last answer's figures beside the error would be a stale count (issue 15 defect 13).
 */
export function ClientsSummary() {
  const { t } = useTranslation('clients');
  const styles = useStyles();
  const language = useAppSelector(selectLanguage);
  const { params, change } = useListParams();
  const query = useClientsQuery();
  const summary = query.data?.data;
  if (!summary || query.isError) return null;
  return (
    <div className={styles.tiles}>
      <SummaryTile label={t('list.tiles.totalClients')} value={formatNumber(summary.total_clients, language)} icon={<PeopleRegular />} />
      <SummaryTile label={t('list.tiles.totalBalance')} value={<Money value={summary.total_balance} />} icon={<MoneyRegular />} />
      <SummaryTile
        label={t('list.tiles.statuses')}
        icon={<TagMultipleRegular />}
        value={
          <ul className={styles.chips}>
            {summary.statuses.map((status) => {
              const pressed = params.statuses.includes(status.value);
              return (
                <li key={status.value}>
                  <Button
                    className={styles.chip}
                    appearance={pressed ? 'outline' : 'subtle'}
                    size="small"
                    aria-pressed={pressed}
                    // Pressed: drop this status from the filter; else show only this status.
                    onClick={() =>
                      change({ statuses: pressed ? params.statuses.filter((value) => value !== status.value) : [status.value], page: 1 })
                    }
                  >
                    {/* A real space between chip and count: the button's name is its visible text ("Pending 12"), as WCAG 2.5.3 asks. */}
                    <StatusChip status={status.value} label={status.label} /> {formatNumber(status.count, language)}
                  </Button>
                </li>
              );
            })}
          </ul>
        }
      />
    </div>
  );
}
