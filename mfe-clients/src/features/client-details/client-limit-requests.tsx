import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@back-office/shared/ui';
import { useLimitRequestsRemote } from './use-limit-requests-remote';

function Unavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('clients');
  return (
    <MessageBar intent="warning" role="status">
      <MessageBarBody>{t('details.limitRequestsUnavailable')}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{t('actions.retry', { ns: 'common' })}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}

/** SPEC §2: the client's limit requests, as the limit-requests remote lists them. */
export function ClientLimitRequests({ clientId }: { clientId: number }) {
  const { t } = useTranslation('common');
  const { state, retry } = useLimitRequestsRemote();
  if (state.status === 'loading') return <Spinner size="small" label={t('loading')} />;
  if (state.status === 'failed') return <Unavailable onRetry={retry} />;
  // A retry shows the spinner first, so a boundary that caught an error is replaced by a fresh one.
  return (
    <ErrorBoundary fallback={() => <Unavailable onRetry={retry} />}>
      <state.Component clientId={clientId} />
    </ErrorBoundary>
  );
}
