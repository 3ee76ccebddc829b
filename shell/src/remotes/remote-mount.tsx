import { Spinner } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@back-office/shared/ui';
import { RemoteUnavailable } from './remote-unavailable';
import { useRemoteApp } from './use-remote-app';

/** Mounts a remote's App where the shell's route puts it, isolated from failures. */
export function RemoteMount({ remote }: { remote: string }) {
  const { t } = useTranslation('common');
  const state = useRemoteApp(remote);
  if (state.status === 'loading') return <Spinner label={t('loading')} style={{ margin: 48 }} />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={state.retry} />;
  const { App } = state;
  return (
    <ErrorBoundary
      fallback={(reset) => (
        <RemoteUnavailable
          onRetry={() => {
            reset();
            state.retry();
          }}
        />
      )}
    >
      <App />
    </ErrorBoundary>
  );
}
