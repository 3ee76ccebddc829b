import type { ReactNode } from 'react';
import { Spinner } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { RemoteUnavailable } from './remote-unavailable';
import { RetryableContent } from './retryable-content';
import { useRemoteModule } from './use-remote-module';

export interface RemoteModuleProps<T> {
  /** Container name in remotes.json (`mfe_limit_requests`). */
  remote: string;
  /** Exposed module (`App`, `ClientLimitRequests`). */
  module: string;
  /** Renders the module's default export. */
  children: (value: T) => ReactNode;
  /** A part of a page: a small spinner and a one-line notice. */
  inline?: boolean;
  /** What the notice says in place of the common "this section is unavailable". */
  unavailableMessage?: string;
  /**
   * What shows in place of the notice when the remote is down: issue 18, the portal lands on the
   * clients list when the dashboard cannot be loaded, instead of an error.
   */
  unavailable?: (onRetry: () => void) => ReactNode;
}

/**
 * A remote's module where a page puts it, isolated from failures: a remote that is down or
 * throws while rendering shows a translated notice with a retry, never takes the page down.
 */
export function RemoteModule<T>({ remote, module, children, inline = false, unavailableMessage, unavailable }: RemoteModuleProps<T>) {
  const { t } = useTranslation('common');
  const state = useRemoteModule<T>(remote, module);
  return (
    <RetryableContent
      state={state}
      loading={inline ? <Spinner size="small" label={t('loading')} /> : <Spinner label={t('loading')} style={{ margin: 48 }} />}
      unavailable={unavailable ?? ((onRetry) => <RemoteUnavailable onRetry={onRetry} inline={inline} message={unavailableMessage} />)}
    >
      {children}
    </RetryableContent>
  );
}
