import { useTranslation } from 'react-i18next';
import type { ReferenceList } from '@back-office/shared/contract';
import { Body1, Caption1, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { LoadState, PageFrame, RouterLink } from '@back-office/shared/ui';
import { useGetReferenceListsQuery } from '../../api/reference-api';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
    gap: tokens.spacingVerticalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/** Lists shown on pages of their own (geography and merchants group several). */
const GROUPED: Partial<Record<ReferenceList, string>> = {
  governorates: 'geography',
  cities: 'geography',
  areas: 'geography',
  merchants: 'merchants',
  'merchant-branches': 'merchants',
  products: 'merchants',
};

/** Issue 17, /admin/reference: every list, with how many of its items are active. */
export function ReferenceIndexPage() {
  const { t } = useTranslation('reference');
  const styles = useStyles();
  const result = useGetReferenceListsQuery();
  return (
    <PageFrame title={t('title')}>
      <Body1>{t('intro')}</Body1>
      <LoadState result={result} errorText={t('errors.loading')} emptyText={t('empty')}>
        {(lists) => (
          <ul className={styles.grid}>
            {lists.map(({ list, total, active }) => {
              const page = GROUPED[list] ?? list;
              return (
                <li key={list} className={styles.card}>
                  <RouterLink to={`/admin/reference/${page}`}>{t(`lists.${list}`)}</RouterLink>
                  <Caption1>{t('counts', { active, total })}</Caption1>
                </li>
              );
            })}
          </ul>
        )}
      </LoadState>
    </PageFrame>
  );
}
