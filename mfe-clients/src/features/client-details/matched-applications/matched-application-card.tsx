import { useId } from 'react';
import { Card, Text, makeStyles, tokens, typographyStyles } from '@back-office/shared/fluent-core';
import { DocumentRegular, Link } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { formatDateTime, selectLanguage, useAppSelector } from '@back-office/shared';
import { InfoList } from '@back-office/shared/ui';
import type { MatchedApplication } from '@back-office/shared/contract';
import { useHistoryFieldLabel } from '../use-history-field-label';
import { useApplicationValue } from './use-application-value';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, minWidth: 0, backgroundColor: tokens.colorNeutralBackground2 },
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  title: { ...typographyStyles.subtitle2, margin: 0, color: tokens.colorNeutralForeground1 },
  subtitle: { ...typographyStyles.body1Strong, margin: 0, color: tokens.colorNeutralForeground2 },
  when: { color: tokens.colorNeutralForeground3 },
  files: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, listStyleType: 'none', margin: 0, padding: 0 },
  file: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/**
 * Issue 19: one application as it was sent: its reference and date, every field under the client
 * form's own label, and its files as signed links opening in a new tab.
 */
export function MatchedApplicationCard({ application }: { application: MatchedApplication }) {
  const { t } = useTranslation('clients');
  const styles = useStyles();
  const headingId = useId();
  const language = useAppSelector(selectLanguage);
  const fieldLabel = useHistoryFieldLabel();
  const valueOf = useApplicationValue();
  const items = Object.entries(application.fields).map(([field, value]) => ({
    label: fieldLabel(field),
    value: value === null ? null : valueOf(field, value),
  }));
  return (
    <Card className={styles.card} role="article" aria-labelledby={headingId}>
      <div className={styles.heading}>
        <h3 id={headingId} className={styles.title}>
          {t('details.matchedApplications.reference', { reference: application.reference })}
        </h3>
        <time className={styles.when} dateTime={application.created_at}>
          {t('details.matchedApplications.sentAt', { when: formatDateTime(application.created_at, language) })}
        </time>
      </div>
      <h4 className={styles.subtitle}>{t('details.matchedApplications.fields')}</h4>
      <InfoList items={items} />
      <h4 className={styles.subtitle}>{t('details.matchedApplications.files')}</h4>
      {application.files.length === 0 ? (
        <Text>{t('details.matchedApplications.noFiles')}</Text>
      ) : (
        <ul className={styles.files}>
          {application.files.map((file) => (
            <li key={file.path}>
              <Link
                className={styles.file}
                href={file.path}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('details.openFile', { name: file.label })}
              >
                <DocumentRegular aria-hidden />
                {file.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
