import { Button, makeStyles, tokens, LocalLanguageRegular } from '@back-office/shared/fluent-core';
import {
  DismissRegular,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  DocumentBulletListRegular,
  KeyRegular,
  PeopleRegular,
} from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { languageChanged, selectLanguage, useAppDispatch, useAppSelector } from '@back-office/shared';
import { NavDrawerLink } from './nav-drawer-link';

const useStyles = makeStyles({
  drawer: { width: '250px' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, listStyleType: 'none', margin: 0, padding: 0 },
  item: { justifyContent: 'flex-start', width: '100%' },
});

/** SPEC §2 side drawer: clients, limit requests, change password, change language. */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  return (
    <OverlayDrawer className={styles.drawer} position="start" open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('menu.close')} icon={<DismissRegular />} onClick={onClose} />}>
          {t('menu.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <nav aria-label={t('menu.title')}>
          <ul className={styles.list}>
            <NavDrawerLink to="/clients" icon={<PeopleRegular />} label={t('menu.clients')} onNavigate={onClose} />
            <NavDrawerLink to="/limit-requests" icon={<DocumentBulletListRegular />} label={t('menu.limitRequests')} onNavigate={onClose} />
            <NavDrawerLink to="/change-password" icon={<KeyRegular />} label={t('menu.changePassword')} onNavigate={onClose} />
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
      </DrawerBody>
    </OverlayDrawer>
  );
}
