import { $hasStudentSession, $isInstructor } from '@academy/auth';
import { APP_TITLE, logoutRequested, routes } from '@academy/contracts';
import { Button, Classes, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { Link, NavLink } from 'react-router-dom';
import { headerLinksFor } from './header-links';
import { HeaderMenu } from './header-menu';
import logoUrl from './logo.svg';
import './header.css';

function navClass({ isActive }: { isActive: boolean }): string {
  return `${Classes.BUTTON} ${Classes.MINIMAL}${isActive ? ` ${Classes.ACTIVE}` : ''}`;
}

/**
 * The shell's header: logo and title, links by role (spec §2), Log In / Log Out. On a phone the links and the
 * button fold into one menu (header.css decides which of the two shows).
 */
export function Header() {
  const [hasStudentSession, isInstructor, onLogout] = useUnit([$hasStudentSession, $isInstructor, logoutRequested]);
  const links = headerLinksFor(hasStudentSession, isInstructor);
  return (
    <header className="app-header">
      <Navbar className="app-header__bar">
        <Link to={routes.home} className="app-header__brand">
          <img src={logoUrl} alt="" width={28} height={28} />
          <NavbarHeading>{APP_TITLE}</NavbarHeading>
        </Link>
        <nav className="app-header__nav" aria-label="Main">
          <NavbarGroup className="app-header__links">
            {(links.machines || links.courses) && <NavbarDivider />}
            {links.machines && (
              <NavLink to={routes.machines} className={navClass}>
                Machines
              </NavLink>
            )}
            {links.courses && (
              <NavLink to={routes.courses} className={navClass}>
                Courses
              </NavLink>
            )}
            {links.classes && (
              <NavLink to={routes.classes} className={navClass}>
                Classes
              </NavLink>
            )}
          </NavbarGroup>
          <NavbarGroup className="app-header__account">
            {links.loggedIn ? (
              <Button variant="outlined" onClick={() => onLogout()}>
                Log Out
              </Button>
            ) : (
              <Link to={routes.login} className={`${Classes.BUTTON} ${Classes.OUTLINED}`}>
                Log In
              </Link>
            )}
          </NavbarGroup>
          <NavbarGroup className="app-header__menu">
            <HeaderMenu links={links} onLogout={onLogout} />
          </NavbarGroup>
        </nav>
      </Navbar>
    </header>
  );
}
