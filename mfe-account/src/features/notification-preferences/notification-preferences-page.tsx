import { Body1, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { Checkbox } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@back-office/shared';
import type { NotificationEvent } from '@back-office/shared/contract';
import { EmptyState, LoadState, PageFrame, useNotify } from '@back-office/shared/ui';
import { useGetNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } from '../../api/notification-preferences-api';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    listStyleType: 'none',
    margin: 0,
    padding: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

/**
 * Issue 18, /account/notifications: one "e-mail me" choice per event the API says my role
 * receives; ticked means the event also sends me an e-mail. Each change is saved at once (PUT of
 * the whole list) and said in a toast; a refused save puts the box back. A checkbox, not Fluent's
 * Switch: the Switch would add 3.1 KB (gzip) to the shared fluent-extra every page after log-in loads.
 */
export function NotificationPreferencesPage() {
  const { t } = useTranslation('notificationPreferences');
  const styles = useStyles();
  const notify = useNotify();
  const result = useGetNotificationPreferencesQuery();
  // Never disabled while saving: a disabled box would drop the keyboard focus; each save sends the whole list as shown.
  const [save] = useSaveNotificationPreferencesMutation();
  const eventName = (event: NotificationEvent) => t(`events.${event}`);

  async function choose(event: NotificationEvent, email: boolean) {
    const preferences = (result.data?.preferences ?? []).map((preference) => (preference.event === event ? { event, email } : preference));
    const saved = await save({ preferences });
    if ('error' in saved) notify.error(errorMessage(saved.error, t('errors.saving')));
    else notify.success(t(email ? 'messages.on' : 'messages.off', { event: eventName(event) }));
  }

  return (
    <PageFrame title={t('title')}>
      <Body1>{t('intro')}</Body1>
      <LoadState result={result} errorText={t('errors.loading')} emptyText={t('empty')}>
        {({ preferences }) =>
          preferences.length === 0 ? (
            <EmptyState title={t('empty')} />
          ) : (
            <section aria-labelledby="notification-email-heading">
              <h2 id="notification-email-heading" className={styles.heading}>
                {t('listLabel')}
              </h2>
              <ul className={styles.list}>
                {preferences.map(({ event, email }) => (
                  <li key={event}>
                    <Checkbox
                      label={eventName(event)}
                      checked={email}
                      onChange={(_event, data) => void choose(event, data.checked === true)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )
        }
      </LoadState>
    </PageFrame>
  );
}
