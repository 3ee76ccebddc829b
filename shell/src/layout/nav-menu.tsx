import { Button, makeStyles, tokens, LocalLanguageRegular } from '@back-office/shared/fluent-core';
import {
  AlertRegular,
  DataPieRegular,
  DocumentBulletListRegular,
  KeyRegular,
  PeopleRegular,
  PhoneLaptopRegular,
  SettingsRegular,
  ShieldKeyholeRegular,
  TaskListLtrRegular,
} from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router-dom';
import { languageChanged, selectLanguage, selectLoggedIn, useAppDispatch, useAppSelector, useCurrentUserQuery } from '@back-office/shared';
import { NavDrawerLink } from './nav-drawer-link';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, listStyleType: 'none', margin: 0, padding: 0 },
  item: { justifyContent: 'flex-start', width: '100%' },
});

/**
 * SPEC §2 navigation: the dashboard (issue 18), clients, limit requests, the review queue (issue 18), change password,
 * my sessions (issue 16), notification e-mails (issue 18),
 * administration for admins (issue 17), change language; in the drawer or the side bar.
 */
export function NavMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  const { data: user } = useCurrentUserQuery(undefined, { skip: !loggedIn });
  // The queue's path is under /limit-requests: only its own entry is marked current there.
  const onReviewQueue = useMatch('/limit-requests/queue') !== null;
  return (
    <nav aria-label={t('menu.title')}>
      <ul className={styles.list}>
        <NavDrawerLink to="/" icon={<DataPieRegular />} label={t('menu.dashboard')} onNavigate={onNavigate} />
        <NavDrawerLink to="/clients" icon={<PeopleRegular />} label={t('menu.clients')} onNavigate={onNavigate} />
        <NavDrawerLink
          to="/limit-requests"
          icon={<DocumentBulletListRegular />}
          label={t('menu.limitRequests')}
          onNavigate={onNavigate}
          inactive={onReviewQueue}
        />
        {/* Issue 18: the reviewer's queue, for those who review (risk) and oversee (admin). */}
        {(user?.role === 'risk' || user?.role === 'admin') && (
          <NavDrawerLink to="/limit-requests/queue" icon={<TaskListLtrRegular />} label={t('menu.reviewQueue')} onNavigate={onNavigate} />
        )}
        <NavDrawerLink to="/change-password" icon={<KeyRegular />} label={t('menu.changePassword')} onNavigate={onNavigate} />
        <NavDrawerLink to="/account/security" icon={<ShieldKeyholeRegular />} label={t('menu.security')} onNavigate={onNavigate} />
        <NavDrawerLink to="/account/sessions" icon={<PhoneLaptopRegular />} label={t('menu.mySessions')} onNavigate={onNavigate} />
        <NavDrawerLink to="/account/notifications" icon={<AlertRegular />} label={t('menu.notificationSettings')} onNavigate={onNavigate} />
        {user?.role === 'admin' && (
          <NavDrawerLink to="/admin" icon={<SettingsRegular />} label={t('menu.administration')} onNavigate={onNavigate} />
        )}
        <li>
          <Button
            className={styles.item}
            appearance="subtle"
            icon={<LocalLanguageRegular />}
            onClick={() => dispatch(languageChanged(language === 'ar' ? 'en' : 'ar'))}
          >
            {t('menu.changeLanguage')}
          </Button>
        </li>
      </ul>
    </nav>
  );
}
