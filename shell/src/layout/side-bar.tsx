import { makeStyles, tokens } from '@back-office/shared/fluent-core';
import { NavMenu } from './nav-menu';

const useStyles = makeStyles({
  bar: {
    // SPEC §2: the drawer is 250 px wide; open beside the page, it keeps that width.
    width: '250px',
    flexShrink: 0,
    boxSizing: 'border-box',
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    // The inline end is the side facing the page: the left in Arabic, the right in English.
    borderInlineEndWidth: tokens.strokeWidthThin,
    borderInlineEndStyle: 'solid',
    borderInlineEndColor: tokens.colorNeutralStroke2,
    // Stays in view below the sticky top bar (56 px and its 1 px border) as the page scrolls.
    position: 'sticky',
    top: '57px',
    alignSelf: 'flex-start',
    height: 'calc(100vh - 57px)',
    overflowY: 'auto',
  },
});

const stay = () => undefined;

/** Issue 15: on wide screens the navigation stays open at the start of the page (the right in Arabic). */
export function SideBar() {
  const styles = useStyles();
  return (
    <aside className={styles.bar}>
      <NavMenu onNavigate={stay} />
    </aside>
  );
}
