import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@back-office/shared/fluent-core';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface RouterButtonProps {
  to: To;
  children: ReactNode;
  appearance?: ButtonProps['appearance'];
  icon?: ButtonProps['icon'];
  size?: ButtonProps['size'];
}

/** A link that looks like a button (e.g. "Create client"): it goes somewhere, so it is an anchor. */
export function RouterButton({ to, ...buttonProps }: RouterButtonProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return <Button {...buttonProps} as="a" href={href} onClick={handleClick} />;
}
