import { Text, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { DetailsCard, LoadNotice } from '@back-office/shared/ui';
import { useGetMatchedApplicationsQuery } from '../../../api/matched-applications-api';
import { MatchedApplicationCard } from './matched-application-card';

const useStyles = makeStyles({
  list: { display: 'grid', gap: tokens.spacingVerticalM, listStyleType: 'none', margin: 0, padding: 0 },
  intro: { color: tokens.colorNeutralForeground2 },
});

const HIDDEN_STATUSES = new Set<unknown>([403, 404]);

/**
 * Issue 19: self-onboarding applications sent with this client's national ID or mobile, linked to
 * it for staff to review. The section shows only when there are some (or when they failed to load).
 */
export function MatchedApplicationsSection({ clientId }: { clientId: number }) {
  const { t } = useTranslation('clients');
  const styles = useStyles();
  const result = useGetMatchedApplicationsQuery(clientId);
  const title = t('details.matchedApplications.title');
  if (result.error && 'status' in result.error && HIDDEN_STATUSES.has(result.error.status)) return null;
  if (result.error && !result.data) {
    return (
      <DetailsCard title={title}>
        <LoadNotice result={result} errorText={t('details.matchedApplications.error')} emptyText="" />
      </DetailsCard>
    );
  }
  const applications = result.data ?? [];
  if (applications.length === 0) return null;
  return (
    <DetailsCard title={title}>
      <Text className={styles.intro}>{t('details.matchedApplications.intro')}</Text>
      <ul className={styles.list} aria-label={t('details.matchedApplications.caption')}>
        {applications.map((application) => (
          <li key={application.id}>
            <MatchedApplicationCard application={application} />
          </li>
        ))}
      </ul>
    </DetailsCard>
  );
}
