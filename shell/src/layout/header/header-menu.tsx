import { routes } from '@academy/contracts';
import { Button, Menu, MenuDivider, MenuItem, PopoverAnimation, PopoverNext } from '@blueprintjs/core';
import { Menu as MenuIcon } from '@blueprintjs/icons';
import { type KeyboardEvent, type MouseEvent, type SyntheticEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { HeaderLinks } from './header-links';

const ITEM = '[role="menuitem"]';

/** Up and Down (wrapping), Home and End move between the items, as the keyboard pattern of a menu has it. */
function moveBetweenItems(event: KeyboardEvent<HTMLUListElement>): void {
  const items: Element[] = [...event.currentTarget.querySelectorAll(ITEM)];
  const current = document.activeElement ? items.indexOf(document.activeElement) : -1;
  const steps: Record<string, number> = {
    ArrowDown: current + 1,
    ArrowUp: current - 1,
    Home: 0,
    End: items.length - 1,
  };
  const next = steps[event.key];
  if (next === undefined || items.length === 0) return;
  event.preventDefault();
  const item = items[(next + items.length) % items.length];
  if (item instanceof HTMLElement) item.focus();
}

function isEscape(event: SyntheticEvent | undefined): boolean {
  return event !== undefined && 'key' in event && event.key === 'Escape';
}

export interface HeaderMenuProps {
  links: HeaderLinks;
  onLogout: () => void;
}

/**
 * The header's links and Log In / Log Out in one menu, for narrow screens. Blueprint's popover keeps Tab inside the
 * open menu and closes on Escape (focus back on the button), on a choice (focus then goes to the new page's heading)
 * and on a click outside; it is rendered in place, so the menu stays inside the header's navigation landmark.
 */
export function HeaderMenu({ links, onLogout }: HeaderMenuProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const closedByEscape = useRef(false);
  /** The choice made, carried out once the menu has closed. */
  const chosen = useRef<(() => void) | null>(null);

  const pageItem = (to: string, text: string) => (
    <MenuItem
      text={text}
      href={to}
      active={pathname === to}
      aria-current={pathname === to ? 'page' : undefined}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        chosen.current = () => navigate(to);
      }}
    />
  );

  return (
    <PopoverNext
      usePortal={false}
      arrow={false}
      animation={PopoverAnimation.MINIMAL}
      transitionDuration={100}
      placement="bottom-end"
      shouldReturnFocusOnClose={false}
      onOpening={(popover) => popover.querySelector<HTMLElement>(ITEM)?.focus()}
      onClose={(event) => {
        closedByEscape.current = isEscape(event);
      }}
      // Focus is settled here, after the popover's own handling on close (which may put it back on the button): a
      // choice then moves it to the new page's heading, Escape to the button.
      onClosed={() => {
        const choice = chosen.current;
        chosen.current = null;
        if (choice) choice();
        else if (closedByEscape.current) button.current?.focus();
        closedByEscape.current = false;
      }}
      content={
        <Menu aria-label="Menu" onKeyDown={moveBetweenItems}>
          {links.machines && pageItem(routes.machines, 'Machines')}
          {links.courses && pageItem(routes.courses, 'Courses')}
          {links.classes && pageItem(routes.classes, 'Classes')}
          {(links.machines || links.courses) && <MenuDivider />}
          {links.loggedIn ? (
            <MenuItem text="Log Out" onClick={() => (chosen.current = onLogout)} />
          ) : (
            pageItem(routes.login, 'Log In')
          )}
        </Menu>
      }
    >
      <Button ref={button} variant="minimal" icon={<MenuIcon />} text="Menu" />
    </PopoverNext>
  );
}
