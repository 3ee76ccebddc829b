import { useState } from 'react';
import { errorMessage } from '@back-office/shared';
import { Button, makeStyles, Spinner, tokens } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, PageFrame } from '@back-office/shared/ui';
import { useGetAuditEventsQuery } from '../../api/audit-api';
import { AuditFilters } from './audit-filters';
import { AuditList } from './audit-list';
import { useAuditParams } from './audit-params';
import { ExportAuditButton } from './export-audit-button';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  more: { alignSelf: 'center' },
});

/**
 * Issue 17, /admin/audit: the audit trail, newest first, filtered by person, kind, record and
 * dates; "Load more" follows the keyset cursor (no page numbers: the trail is never counted).
 */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const styles = useStyles();
  const { filters } = useAuditParams();
  // The cursor belongs to the filters it was given for: new filters start from the newest again.
  const [more, setMore] = useState<{ key: string; cursor: string } | undefined>();
  const key = JSON.stringify(filters);
  const cursor = more?.key === key ? more.cursor : undefined;
  const events = useGetAuditEventsQuery({ filters, cursor });
  const rows = events.data?.data ?? [];
  const nextCursor = events.data?.next_cursor ?? null;
  const knownName = rows.find((event) => event.who?.id === filters.user_id)?.who?.name;

  return (
    <PageFrame title={t('title')} actions={<ExportAuditButton />}>
      <div className={styles.body}>
        <AuditFilters knownName={knownName} />
        {events.error && rows.length === 0 ? (
          <ErrorState message={errorMessage(events.error, t('loadFailed'))} onRetry={() => void events.refetch()} />
        ) : events.isLoading ? (
          <Spinner label={t('loading', { ns: 'common' })} />
        ) : rows.length === 0 ? (
          <EmptyState title={t('empty.title')} description={t('empty.description')} />
        ) : (
          <>
            <AuditList events={rows} />
            {events.error && <ErrorState message={errorMessage(events.error, t('loadFailed'))} />}
            {nextCursor && (
              <Button className={styles.more} disabled={events.isFetching} onClick={() => setMore({ key, cursor: nextCursor })}>
                {t('loadMore')}
              </Button>
            )}
          </>
        )}
      </div>
    </PageFrame>
  );
}
