import { Button, makeStyles } from '@back-office/shared/fluent-core';
import { DismissRegular, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { NavMenu } from './nav-menu';

const useStyles = makeStyles({
  drawer: { width: '250px' },
});

/** SPEC §2 side drawer below 1280 px: the navigation over the page, opened by the menu button. */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  return (
    <OverlayDrawer className={styles.drawer} position="start" open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('menu.close')} icon={<DismissRegular />} onClick={onClose} />}>
          {t('menu.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <NavMenu onNavigate={onClose} />
      </DrawerBody>
    </OverlayDrawer>
  );
}
