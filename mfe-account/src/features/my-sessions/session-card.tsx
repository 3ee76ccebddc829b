import { Button, Card, Caption1, makeStyles, Spinner, tokens, typographyStyles } from '@back-office/shared/fluent-core';
import { Badge, PhoneLaptopRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { errorMessage, formatDateTime, selectLanguage, useAppSelector } from '@back-office/shared';
import type { AccountSession } from '@back-office/shared/contract';
import { InfoList, useNotify } from '@back-office/shared/ui';
import { useEndSessionMutation } from '../../api/sessions-api';
import { useDeviceLabel } from './use-device-label';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { fontSize: '24px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  heading: { ...typographyStyles.subtitle2, margin: 0, overflowWrap: 'anywhere', minWidth: 0 },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  hint: { color: tokens.colorNeutralForeground2 },
});

/** One session: browser and system, address, when it started and was last used; ended from here unless it is this one. */
export function SessionCard({ session }: { session: AccountSession }) {
  const { t } = useTranslation('sessions');
  const styles = useStyles();
  const language = useAppSelector(selectLanguage);
  const notify = useNotify();
  const device = useDeviceLabel()(session);
  const [endSession, { isLoading }] = useEndSessionMutation();

  async function end() {
    const result = await endSession(session.id);
    if ('error' in result) notify.error(errorMessage(result.error, t('errors.ending')));
    else notify.success(result.data.message || t('messages.ended'));
  }

  return (
    <Card className={styles.card}>
      <div className={styles.header}>
        <PhoneLaptopRegular className={styles.icon} aria-hidden />
        <h2 className={styles.heading}>{device}</h2>
        {session.current && (
          <Badge appearance="tint" color="brand">
            {t('current')}
          </Badge>
        )}
      </div>
      <InfoList
        items={[
          { label: t('fields.ip'), value: session.ip && <bdi dir="ltr">{session.ip}</bdi> },
          { label: t('fields.started'), value: formatDateTime(session.started_at, language) },
          { label: t('fields.lastSeen'), value: formatDateTime(session.last_seen_at, language) },
        ]}
      />
      <div className={styles.footer}>
        {session.current ? (
          <Caption1 className={styles.hint}>{t('currentHint')}</Caption1>
        ) : (
          <Button
            disabled={isLoading}
            icon={isLoading ? <Spinner size="tiny" /> : undefined}
            aria-label={t('actions.endNamed', { device })}
            onClick={() => void end()}
          >
            {t('actions.end')}
          </Button>
        )}
      </div>
    </Card>
  );
}
