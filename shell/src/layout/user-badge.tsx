import { Caption1, Text, makeStyles, mergeClasses, tokens } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { selectLoggedIn, useAppSelector, useCurrentUserQuery } from '@back-office/shared';

const useStyles = makeStyles({
  badge: {
    display: 'flex',
    flexDirection: 'column',
    // Shrinks before anything else in the bar; a long name ends in an ellipsis (issue 15, defect 3).
    minWidth: 0,
    flexShrink: 1,
    lineHeight: tokens.lineHeightBase200,
    textAlign: 'end',
  },
  line: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  name: { fontWeight: tokens.fontWeightSemibold, '@media (max-width: 640px)': { fontSize: tokens.fontSizeBase200 } },
  role: { color: tokens.colorNeutralForeground3 },
});

/** Issue 15: who is signed in and as what, from GET /auth/me, in the top bar. */
export function UserBadge() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const loggedIn = useAppSelector(selectLoggedIn);
  const { data: user } = useCurrentUserQuery(undefined, { skip: !loggedIn });
  if (!loggedIn || !user) return null;
  const role = t(`roles.${user.role}`);
  return (
    <div className={styles.badge} title={`${user.name} · ${role}`}>
      <Text className={mergeClasses(styles.line, styles.name)}>{user.name}</Text>
      <Caption1 className={mergeClasses(styles.line, styles.role)}>{role}</Caption1>
    </div>
  );
}
