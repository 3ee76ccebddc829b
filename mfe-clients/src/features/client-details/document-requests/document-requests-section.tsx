import { useState } from 'react';
import { Button, Text, makeStyles, tokens, useRestoreFocusTarget } from '@back-office/shared/fluent-core';
import { AddRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { DetailsCard, LoadNotice } from '@back-office/shared/ui';
import { useGetDocumentRequestsQuery } from '../../../api/document-requests-api';
import { AskDocumentDialog } from './ask-document-dialog';
import { DocumentRequestsList } from './document-requests-list';

const HIDDEN_STATUSES = new Set<unknown>([403, 404]);

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

/**
 * Issue 19: documents asked of a self-onboarded applicant again, and the button to ask. Nothing
 * shows for a client there is no applicant to ask (`can_request` false), nor while that is unknown;
 * a list that fails to load says so here and leaves the rest of the page up.
 */
export function DocumentRequestsSection({ clientId }: { clientId: number }) {
  const { t } = useTranslation('clients');
  const styles = useStyles();
  const result = useGetDocumentRequestsQuery(clientId);
  const [asking, setAsking] = useState(false);
  // Without a DialogTrigger, the opener is named as where focus returns when the dialog goes.
  const restoreFocusTarget = useRestoreFocusTarget();
  const { data } = result;
  // A client the user may not ask about, or gone meanwhile: there is nothing to show here.
  if (result.error && 'status' in result.error && HIDDEN_STATUSES.has(result.error.status)) return null;
  if (result.error && !data) {
    return (
      <DetailsCard title={t('details.documentRequests.title')}>
        <LoadNotice result={result} errorText={t('details.documentRequests.errors.load')} emptyText="" />
      </DetailsCard>
    );
  }
  if (!data?.can_request) return null;
  return (
    <DetailsCard title={t('details.documentRequests.title')}>
      <div className={styles.toolbar}>
        <Button {...restoreFocusTarget} appearance="primary" icon={<AddRegular />} onClick={() => setAsking(true)}>
          {t('details.documentRequests.ask')}
        </Button>
      </div>
      {data.requests.length === 0 ? (
        <Text>{t('details.documentRequests.none')}</Text>
      ) : (
        <DocumentRequestsList clientId={clientId} requests={data.requests} />
      )}
      {/* Mounted only while open: a mounted Fluent dialog adds focusable aria-hidden sentinels to <body>. */}
      {asking && (
        <AskDocumentDialog
          clientId={clientId}
          documentTypes={data.document_types}
          reasons={data.reasons}
          onClose={() => setAsking(false)}
        />
      )}
    </DetailsCard>
  );
}
