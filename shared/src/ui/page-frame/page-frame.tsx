import { useId, type ReactNode } from 'react';
import { makeStyles, tokens, typographyStyles } from '@back-office/shared/fluent-core';
import { usePageTitle } from './use-page-title';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalXXL,
    paddingInline: tokens.spacingHorizontalXXXL,
    '@media (max-width: 640px)': {
      paddingBlock: tokens.spacingVerticalL,
      paddingInline: tokens.spacingHorizontalM,
    },
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  title: { ...typographyStyles.title2, margin: 0, color: tokens.colorNeutralForeground1 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface PageFrameProps {
  title: string;
  /** Buttons for the whole page, shown beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A page of the portal: its h1 title (also the tab title), page actions and content. */
export function PageFrame({ title, actions, children }: PageFrameProps) {
  const styles = useStyles();
  const headingId = useId();
  usePageTitle(title);
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}
