import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@back-office/shared/fluent-extra';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface RouterLinkProps {
  /** Relative paths resolve against the current route, so a remote works under any mount path. */
  to: To;
  children: ReactNode;
  appearance?: LinkProps['appearance'];
  inline?: boolean;
  className?: string;
}

/** A Fluent link that navigates in the app, yet opens in a new tab like any link on ctrl/middle click. */
export function RouterLink({ to, ...linkProps }: RouterLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return <Link {...linkProps} href={href} onClick={handleClick} />;
}
