import { makeStyles, tokens } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '@back-office/shared/ui';
import type { LimitRequestShowData } from '@back-office/shared/contract';
import { ActivityLog } from './activity-log';
import { ClientCard } from './client-card';
import { CommentsList } from './comments-list';
import { DocumentsList } from './documents-list';
import { RequestCard } from './request-card';
import { VerificationImages } from './verification-images';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // Side by side where both fit, stacked on narrow screens.
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
    gap: tokens.spacingVerticalL,
    alignItems: 'start',
  },
});

/** Everything known about one request, section by section. */
export function DetailsContent({ data }: { data: LimitRequestShowData }) {
  const { t } = useTranslation('limitRequests');
  const styles = useStyles();
  const request = data.limit_request;
  // Issue 15: on a phone the request's status and amounts come before the client card (the
  // actions are above both, in the page header). The order changes in the DOM, not only on
  // screen, so reading and tab order follow what is seen.
  const requestFirst = useMediaQuery(SMALL_SCREEN_QUERY);
  const clientCard = <ClientCard client={request.client} />;
  const requestCard = <RequestCard request={request} />;
  return (
    <div className={styles.root}>
      <div className={styles.cards}>
        {requestFirst ? requestCard : clientCard}
        {requestFirst ? clientCard : requestCard}
      </div>
      <VerificationImages images={data.verification_images} />
      <DocumentsList title={t('details.documents.title')} documents={data.documents} />
      {request.client.documents.length > 0 && (
        <DocumentsList title={t('details.documents.clientTitle')} documents={request.client.documents} />
      )}
      <CommentsList request={request} />
      <ActivityLog entries={request.logs} />
    </div>
  );
}
