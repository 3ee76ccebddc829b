import { Suspense, lazy, useState } from 'react';
import { makeStyles, tokens } from '@back-office/shared/fluent-core';
import { Outlet } from 'react-router-dom';
import { NotificationsHost } from '@back-office/shared/ui';
import { ScrollToTop } from '../router/scroll-to-top';
import { TopBar } from './top-bar';

// Fluent's drawer (dialog, motion) is not needed to show /login, so it loads on the first opening.
const NavDrawer = lazy(() => import('./nav-drawer').then(({ NavDrawer }) => ({ default: NavDrawer })));

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
      {drawerMounted && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <NotificationsHost />
    </div>
  );
}
