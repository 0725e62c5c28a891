import { $hasStudentSession, $isInstructor } from '@academy/auth';
import { APP_TITLE, logoutRequested, routes } from '@academy/contracts';
import { Alignment, Button, Classes, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { Link, NavLink } from 'react-router-dom';
import { headerLinksFor } from './header-links';
import logoUrl from './logo.svg';

function navClass({ isActive }: { isActive: boolean }): string {
  return `${Classes.BUTTON} ${Classes.MINIMAL}${isActive ? ` ${Classes.ACTIVE}` : ''}`;
}

/** The shell's header: logo and title, links by role (spec §2), Log In / Log Out. */
export function Header() {
  const [hasStudentSession, isInstructor, onLogout] = useUnit([$hasStudentSession, $isInstructor, logoutRequested]);
  const links = headerLinksFor(hasStudentSession, isInstructor);
  return (
    <Navbar className="app-header">
      <NavbarGroup align={Alignment.START}>
        <Link to={routes.home} className="app-header__brand">
          <img src={logoUrl} alt="" width={28} height={28} />
          <NavbarHeading>{APP_TITLE}</NavbarHeading>
        </Link>
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
      <NavbarGroup align={Alignment.END}>
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
    </Navbar>
  );
}
