import { useId } from 'react';
import { Button, MessageBar, MessageBarBody } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { useSectionStyles } from './section-styles';

/** The ten recovery codes, shown this once (only their hashes are kept, issue 16). */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation('security');
  const styles = useSectionStyles();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('codes.title')}
      </h2>
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>{t('codes.hint')}</MessageBarBody>
      </MessageBar>
      <ul className={styles.codes} aria-label={t('codes.listLabel')} dir="ltr">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={onDone}>
          {t('codes.done')}
        </Button>
      </div>
    </section>
  );
}
