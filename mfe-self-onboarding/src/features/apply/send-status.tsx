import { formatNumber, useT } from '../../kit/i18n';
import type { SendState } from './use-send';

/** What sending is doing: preparing, a progress bar, or what went wrong with a Retry button. */
export function SendStatus({ state, onRetry }: { state: SendState; onRetry: () => void }) {
  const { t, lang } = useT();
  if (state.phase === 'preparing') return <p role="status">{t('send.preparing')}</p>;
  if (state.phase === 'sending')
    return (
      <div role="status">
        <p>{t('send.sending')}</p>
        <progress className="so-progress" max={100} value={state.percent} aria-label={t('send.sending')} />
        <p className="so-hint">{t('send.progress', { percent: formatNumber(state.percent / 100, lang, { style: 'percent' }) })}</p>
      </div>
    );
  if (state.phase !== 'failed') return null;
  return (
    <div className="so-alert" role="alert">
      <p>{t(state.message)}</p>
      {state.detail && <p>{state.detail}</p>}
      {state.retry && (
        <button type="button" className="so-btn so-primary" onClick={onRetry}>
          {t('send.retry')}
        </button>
      )}
    </div>
  );
}
