import { routes } from '@academy/api';
import { type KeyboardEvent, type MouseEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { buttonClass } from '@/ui/button/button-class';
import type { HeaderLinks } from './header-links';
import { MenuIcon } from './menu-icon';
import { menuItems, moveBetweenItems } from './menu-keys';
import { useDismiss } from './use-dismiss';
import './header-menu.css';

/** Which item takes focus when the menu opens: Up on the button opens it at the end, as the menu-button pattern has. */
type OpenAt = 'first' | 'last';

export interface HeaderMenuProps {
  links: HeaderLinks;
  onLogout: () => void;
}

/**
 * The header's links and Log In / Log Out in one menu, for narrow screens: a menu button whose menu is rendered in
 * place, inside the header's navigation landmark. It opens with focus on its first item; Escape closes it with focus
 * back on the button; Tab, a click outside or a choice close it; after a choice focus goes to the new page's heading.
 */
export function HeaderMenu({ links, onLogout }: HeaderMenuProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menuId = useId();
  const [openAt, setOpenAt] = useState<OpenAt | null>(null);
  const open = openAt !== null;
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpenAt(null), []);

  useEffect(() => {
    if (openAt === null) return;
    const items = menuItems(menu.current);
    (openAt === 'first' ? items[0] : items[items.length - 1])?.focus();
  }, [openAt]);

  useDismiss(area, open, close);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpenAt(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      button.current?.focus();
      close();
    } else if (event.key === 'Tab') {
      // Focus goes back to the button first, so that the browser's own Tab moves on from there to the next control
      // (Shift+Tab to the one before) once the menu is gone.
      button.current?.focus();
      close();
    } else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      // Space chooses a link item as it does a button item.
      event.preventDefault();
      event.target.click();
    } else {
      moveBetweenItems(event);
    }
  };

  const choose = (choice: () => void) => {
    close();
    choice();
  };

  const pageItem = (to: string, text: string) => {
    const current = pathname === to;
    return (
      <a
        role="menuitem"
        tabIndex={-1}
        href={to}
        className={current ? 'header-menu__item header-menu__item--current' : 'header-menu__item'}
        aria-current={current ? 'page' : undefined}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          choose(() => navigate(to));
        }}
      >
        {text}
      </a>
    );
  };

  return (
    <div ref={area} className="header-menu">
      <button
        ref={button}
        type="button"
        className={buttonClass('minimal', open)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpenAt(open ? null : 'first')}
        onKeyDown={onButtonKeyDown}
      >
        <MenuIcon />
        Menu
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label="Menu"
          className="header-menu__list"
          onKeyDown={onMenuKeyDown}
        >
          {links.machines && pageItem(routes.machines, 'Machines')}
          {links.courses && pageItem(routes.courses, 'Courses')}
          {links.classes && pageItem(routes.classes, 'Classes')}
          {(links.machines || links.courses) && <hr className="header-menu__divider" />}
          {links.loggedIn ? (
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="header-menu__item"
              onClick={() => choose(onLogout)}
            >
              Log Out
            </button>
          ) : (
            pageItem(routes.login, 'Log In')
          )}
        </div>
      )}
    </div>
  );
}
