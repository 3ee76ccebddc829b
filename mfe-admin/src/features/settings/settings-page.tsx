import { Body1, makeStyles, mergeClasses, tokens } from '@back-office/shared/fluent-core';
import { FormSection, LoadState, PageFrame, RouterLink, useFullRowStyles } from '@back-office/shared/ui';
import { useTranslation } from 'react-i18next';
import { useGetSettingsQuery } from '../../api/settings-api';
import { SettingsForm } from './settings-form';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  links: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalS },
});

/** The reason lists are reference data (kept on their own pages); this section leads there. */
function ReasonLists() {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  const full = useFullRowStyles();
  return (
    <FormSection title={t('reasons.title')}>
      <Body1 className={full.row}>{t('reasons.description')}</Body1>
      <ul className={mergeClasses(full.row, styles.links)}>
        <li>
          <RouterLink to="../reference/reject-reasons">{t('reasons.reject')}</RouterLink>
        </li>
        <li>
          <RouterLink to="../reference/return-reasons">{t('reasons.return')}</RouterLink>
        </li>
        <li>
          <RouterLink to="../reference/document-request-reasons">{t('reasons.documentRequest')}</RouterLink>
        </li>
      </ul>
    </FormSection>
  );
}

/** Issue 17, /admin/settings: four eyes, two-factor and export roles, SLA hours, public holidays, reason lists. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  const result = useGetSettingsQuery();
  return (
    <PageFrame title={t('title')}>
      <div className={styles.page}>
        <LoadState result={result} errorText={t('loadFailed')} emptyText={t('loadFailed')}>
          {(settings) => <SettingsForm settings={settings} reload={result.refetch} />}
        </LoadState>
        <ReasonLists />
      </div>
    </PageFrame>
  );
}
