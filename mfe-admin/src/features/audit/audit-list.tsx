import type { AuditEvent } from '@back-office/shared/contract';
import { formatDateTime, selectLanguage, useAppSelector } from '@back-office/shared';
import { Caption1, makeStyles } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { ResponsiveList, type ListColumn } from '@back-office/shared/ui';
import { browserOf, describeEvent } from './describe-event';

const useStyles = makeStyles({
  // Addresses and e-mails are Latin and may be long: they break rather than widen a phone's card.
  breakable: { overflowWrap: 'anywhere' },
  stack: { display: 'flex', flexDirection: 'column' },
});

/** The entries: a table on wide screens, cards on a phone (SPEC §2). */
export function AuditList({ events }: { events: AuditEvent[] }) {
  const { t } = useTranslation('audit');
  const language = useAppSelector(selectLanguage);
  const styles = useStyles();
  const columns: ListColumn<AuditEvent>[] = [
    { key: 'when', header: t('columns.when'), render: (event) => <time dateTime={event.at}>{formatDateTime(event.at, language)}</time> },
    {
      key: 'who',
      header: t('columns.who'),
      wrap: true,
      render: (event) =>
        event.who ? (
          <span className={styles.stack}>
            <span>{event.who.name}</span>
            <Caption1 className={styles.breakable} dir="ltr">
              {event.who.email}
            </Caption1>
          </span>
        ) : (
          t('nobody')
        ),
    },
    {
      key: 'what',
      header: t('columns.what'),
      wrap: true,
      render: (event) => <span className={styles.breakable}>{describeEvent(event, t)}</span>,
    },
    {
      key: 'where',
      header: t('columns.where'),
      wrap: true,
      render: (event) => (
        <span className={styles.stack}>
          <span dir="ltr" className={styles.breakable}>
            {event.ip ?? t('unknownPlace')}
          </span>
          {event.user_agent && <Caption1 title={event.user_agent}>{browserOf(event.user_agent)}</Caption1>}
        </span>
      ),
    },
  ];
  return <ResponsiveList columns={columns} rows={events} getRowKey={(event) => event.id} caption={t('caption')} />;
}
