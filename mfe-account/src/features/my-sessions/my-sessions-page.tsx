import { Body1, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { LoadState, PageFrame } from '@back-office/shared/ui';
import { useGetMySessionsQuery } from '../../api/sessions-api';
import { EndOthersButton } from './end-others-button';
import { SessionCard } from './session-card';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
    gap: tokens.spacingVerticalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
});

/** Issue 16, /account/sessions: my active sessions as cards, this one marked and first. */
export function MySessionsPage() {
  const { t } = useTranslation('sessions');
  const styles = useStyles();
  const result = useGetMySessionsQuery();
  const others = (result.data ?? []).filter((session) => !session.current);
  return (
    <PageFrame title={t('title')} actions={others.length > 0 ? <EndOthersButton /> : undefined}>
      <Body1>{t('intro')}</Body1>
      <LoadState result={result} errorText={t('errors.loading')} emptyText={t('empty')}>
        {(sessions) => (
          <ul className={styles.list}>
            {[...sessions]
              .sort((a, b) => Number(b.current) - Number(a.current))
              .map((session) => (
                <li key={session.id}>
                  <SessionCard session={session} />
                </li>
              ))}
          </ul>
        )}
      </LoadState>
    </PageFrame>
  );
}
