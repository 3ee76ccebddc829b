import { useState } from 'react';
import { MessageBar, MessageBarBody, Spinner } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { ErrorState, PageFrame } from '@back-office/shared/ui';
import { useGetTwoFactorStatusQuery } from '../../api/two-factor-api';
import { EnrolSection } from './enrol-section';
import { ManageSection } from './manage-section';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { useSectionStyles } from './section-styles';

/** /account/security (issue 16): enrol an authenticator app, manage recovery codes, turn two-factor log-in off. */
export function SecurityPage() {
  const { t } = useTranslation('security');
  const styles = useSectionStyles();
  const status = useGetTwoFactorStatusQuery();
  // Recovery codes exist in the browser only between the answer that carried them and "I have saved them".
  const [codes, setCodes] = useState<string[]>();

  let body;
  if (status.isLoading) body = <Spinner label={t('title')} />;
  else if (status.error || !status.data) body = <ErrorState message={t('errors.loadFailed')} onRetry={() => void status.refetch()} />;
  else if (codes) body = <RecoveryCodesPanel codes={codes} onDone={() => setCodes(undefined)} />;
  else {
    const { enabled, required, recovery_codes_left: codesLeft } = status.data;
    body = (
      <>
        {required && !enabled && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{t('required')}</MessageBarBody>
          </MessageBar>
        )}
        <MessageBar intent={enabled ? 'success' : 'info'} layout="multiline">
          <MessageBarBody>
            {enabled ? t('status.on') : t('status.off')}
            {enabled && ` — ${t('status.codesLeft', { count: codesLeft })}`}
          </MessageBarBody>
        </MessageBar>
        {enabled ? <ManageSection onNewCodes={setCodes} /> : <EnrolSection onEnabled={setCodes} />}
      </>
    );
  }

  return (
    <PageFrame title={t('title')}>
      <div className={styles.page}>
        <p className={styles.text}>{t('intro')}</p>
        {body}
      </div>
    </PageFrame>
  );
}
