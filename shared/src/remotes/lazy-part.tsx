import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteUnavailable } from './remote-unavailable';
import { RetryableContent } from './retryable-content';
import { useLazyModule } from './use-lazy-module';

export interface LazyPartProps<T> {
  /** The chunk's import, stable across renders: `() => import('./nav-drawer')`. */
  load: () => Promise<T>;
  /** Renders what the chunk exports. */
  children: (loaded: T) => ReactNode;
  /** Shown while the chunk loads (nothing by default: a part appears when it is there). */
  loading?: ReactNode;
}

/**
 * A part of a page in its own chunk. When the chunk cannot be fetched (offline, a deploy in
 * between) it shows a translated "could not load this part — check your connection" with a
 * Retry where the part goes; the rest of the page, with whatever was typed, stays (issue 15,
 * defect 5).
 */
export function LazyPart<T>({ load, children, loading = null }: LazyPartProps<T>) {
  const { t } = useTranslation('common');
  const state = useLazyModule(load);
  return (
    <RetryableContent
      state={state}
      loading={loading}
      unavailable={(onRetry) => <RemoteUnavailable inline message={t('errors.partUnavailable')} onRetry={onRetry} />}
    >
      {children}
    </RetryableContent>
  );
}
