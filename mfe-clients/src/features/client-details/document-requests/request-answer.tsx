import { Text, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { Link, OpenRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { formatDateTime, selectLanguage, useAppSelector } from '@back-office/shared';
import type { DocumentRequest } from '@back-office/shared/contract';
import { WithdrawRequestButton } from './withdraw-request-button';

const useStyles = makeStyles({
  answer: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  when: { color: tokens.colorNeutralForeground3 },
});

/**
 * Issue 19: what became of a request: the file the applicant sent (a signed link, new tab), or
 * still waiting with Withdraw, or when it was withdrawn.
 */
export function RequestAnswer({ clientId, request }: { clientId: number; request: DocumentRequest }) {
  const { t } = useTranslation('clients');
  const styles = useStyles();
  const language = useAppSelector(selectLanguage);
  const when = (at: string) => (
    <time className={styles.when} dateTime={at}>
      {formatDateTime(at, language)}
    </time>
  );
  if (request.status === 'open') {
    return (
      <span className={styles.answer}>
        <Text>{t('details.documentRequests.waiting')}</Text>
        <WithdrawRequestButton clientId={clientId} request={request} />
      </span>
    );
  }
  if (request.status === 'cancelled') {
    return <span className={styles.answer}>{request.cancelled_at && when(request.cancelled_at)}</span>;
  }
  return (
    <span className={styles.answer}>
      {request.document && (
        <Link
          href={request.document.path}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('details.documentRequests.openFileLabel', { document: request.document_type.name })}
        >
          <OpenRegular aria-hidden /> {t('details.documentRequests.openFile')}
        </Link>
      )}
      {request.answered_at && when(request.answered_at)}
    </span>
  );
}
