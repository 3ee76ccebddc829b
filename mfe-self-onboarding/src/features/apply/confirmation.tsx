import { useEffect, useRef } from 'react';
import { useT } from '../../kit/i18n';

/** After sending: the reference, how to follow the application, and the way to the status view. */
export function Confirmation({ reference, onCheckStatus, onAgain }: { reference: string; onCheckStatus: () => void; onAgain: () => void }) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the applicant, and a screen reader, land on the confirmation.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="so-ok" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {t('done.title')}
      </h2>
      <p>{t('done.reference', { reference })}</p>
      <p>{t('done.how')}</p>
      <div className="so-actions">
        <button type="button" className="so-btn so-primary" onClick={onCheckStatus}>
          {t('done.checkStatus')}
        </button>
        <button type="button" className="so-btn" onClick={onAgain}>
          {t('done.again')}
        </button>
      </div>
    </div>
  );
}
