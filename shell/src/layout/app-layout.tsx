import { useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Outlet } from 'react-router-dom';
import { NotificationsHost } from '@back-office/shared/ui';
import { ScrollToTop } from '../router/scroll-to-top';
import { NavDrawer } from './nav-drawer';
import { TopBar } from './top-bar';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  main: { flexGrow: 1, width: '100%', maxWidth: '1440px', marginInline: 'auto', boxSizing: 'border-box' },
});

/** The portal's frame: top bar, drawer, and the page of the current route. */
export function AppLayout() {
  const styles = useStyles();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A mounted Fluent drawer makes Tabster put focusable aria-hidden sentinels on <body> (axe aria-hidden-focus),
  // so the drawer exists only from its first opening.
  const [drawerMounted, setDrawerMounted] = useState(false);
  return (
    <div className={styles.root}>
      <ScrollToTop />
      <TopBar
        onMenu={() => {
          setDrawerMounted(true);
          setDrawerOpen(true);
        }}
      />
      {drawerMounted && <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <NotificationsHost />
    </div>
  );
}
