import { makeStyles, tokens } from '@back-office/shared/fluent-core';
import { Badge } from '@back-office/shared/fluent-extra';
import { formatDateTime, type Language } from '@back-office/shared';
import type { StaffMember } from '@back-office/shared/contract';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** Issue 17: an account's state at a glance — deactivated, locked (until when), invitation pending. */
export function StaffBadges({ member, withTwoFactor = false }: { member: StaffMember; withTwoFactor?: boolean }) {
  const { t, i18n } = useTranslation('staff');
  const styles = useStyles();
  const language = i18n.language as Language;
  return (
    <span className={styles.root}>
      {member.active ? (
        <Badge appearance="tint" color="success">
          {t('badges.active')}
        </Badge>
      ) : (
        <Badge appearance="tint" color="danger">
          {t('badges.deactivated')}
        </Badge>
      )}
      {member.locked && (
        <Badge appearance="tint" color="warning">
          {member.locked_until ? t('badges.lockedUntil', { time: formatDateTime(member.locked_until, language) }) : t('badges.locked')}
        </Badge>
      )}
      {member.invitation_pending && (
        <Badge appearance="tint" color="informative">
          {t('badges.invitationPending')}
        </Badge>
      )}
      {withTwoFactor && member.two_factor_enabled && (
        <Badge appearance="tint" color="brand">
          {t('badges.twoFactor')}
        </Badge>
      )}
    </span>
  );
}
