import { navigationRequested } from '@academy/bus';
import { useUnit } from 'effector-react';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A route of the portal, e.g. routes.login. */
  to: string;
}

/** A click that follows the link in this tab (not a new tab or window, not a download). */
export function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to another route for remotes: a real anchor (open in new tab still works) whose plain click
 * asks the shell to navigate through the bus, since only the shell owns the router.
 */
export function RouteLink({ to, onClick, ...anchorProps }: RouteLinkProps) {
  const navigate = useUnit(navigationRequested);
  return (
    <a
      {...anchorProps}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        navigate({ to });
      }}
    />
  );
}
