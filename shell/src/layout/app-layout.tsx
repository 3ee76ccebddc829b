import { useState } from 'react';
import { makeStyles, tokens } from '@back-office/shared/fluent-core';
import { Outlet } from 'react-router-dom';
import { selectLoggedIn, useAppSelector } from '@back-office/shared';
import { LazyPart } from '@back-office/shared/remotes';
import { NotificationsHost, useMediaQuery } from '@back-office/shared/ui';
import { ScrollToTop } from '../router/scroll-to-top';
import { TopBar } from './top-bar';
import { useIsPublicPage } from './use-is-public-page';
import { WIDE_SCREEN_QUERY } from './wide-screen';

// Fluent's drawer (dialog, motion) and the menu's icons are not needed to show /login, so they
// load when first shown; a failed load shows a Retry in place (issue 15, defect 5).
const loadNavDrawer = () => import('./nav-drawer');
const loadSideBar = () => import('./side-bar');

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  // A row: the side bar, when there is one, takes its 250 px and the page the rest, so nothing is under it.
  body: { flexGrow: 1, display: 'flex', alignItems: 'stretch', minWidth: 0 },
  main: { flexGrow: 1, minWidth: 0, width: '100%', maxWidth: '1440px', marginInline: 'auto', boxSizing: 'border-box' },
  // The side bar's 250 px, held while its chunk loads: the page does not jump sideways when it arrives
  // (a layout shift of 0.18 on every signed-in page in English, where the page starts at the left).
  sideBarPlace: { width: '250px', flexShrink: 0 },
});

/** The portal's frame: top bar, navigation (a side bar from 1280 px, else a drawer), and the page of the current route. */
export function AppLayout() {
  const styles = useStyles();
  const loggedIn = useAppSelector(selectLoggedIn);
  const publicPage = useIsPublicPage();
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const sideBar = wide && loggedIn && !publicPage;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A mounted Fluent drawer makes Tabster put focusable aria-hidden sentinels on <body> (axe aria-hidden-focus),
  // so the drawer exists only from its first opening.
  const [drawerMounted, setDrawerMounted] = useState(false);
  return (
    <div className={styles.root}>
      <ScrollToTop />
      <TopBar
        showMenu={!publicPage && !sideBar}
        onMenu={() => {
          setDrawerMounted(true);
          setDrawerOpen(true);
        }}
      />
      {drawerMounted && !sideBar && (
        <LazyPart load={loadNavDrawer}>{({ NavDrawer }) => <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}</LazyPart>
      )}
      <div className={styles.body}>
        {sideBar && (
          <LazyPart load={loadSideBar} loading={<div className={styles.sideBarPlace} />}>
            {({ SideBar }) => <SideBar />}
          </LazyPart>
        )}
        <main id="main" className={styles.main}>
          <Outlet />
        </main>
      </div>
      <NotificationsHost />
    </div>
  );
}
