import { APP_TITLE, routes } from '@academy/api';
import { $hasStudentSession, $isInstructor } from '@academy/auth';
import { logoutRequested } from '@academy/bus';
import { useUnit } from 'effector-react';
import { Link, NavLink } from 'react-router-dom';
import { buttonClass } from '@/ui/button/button-class';
import { headerLinksFor } from './header-links';
import { HeaderMenu } from './header-menu';
import logoUrl from './logo.svg';
import './header.css';

function navClass({ isActive }: { isActive: boolean }): string {
  return buttonClass('minimal', isActive);
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
      <div className="app-header__bar">
        <Link to={routes.home} className="app-header__brand">
          <img src={logoUrl} alt="" width={28} height={28} />
          <span className="app-header__title">{APP_TITLE}</span>
        </Link>
        <nav className="app-header__nav" aria-label="Main">
          <div className="app-header__group app-header__links">
            {(links.machines || links.courses) && <span className="app-header__divider" />}
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
          </div>
          <div className="app-header__group app-header__account">
            {links.loggedIn ? (
              <button type="button" className={buttonClass('outlined')} onClick={() => onLogout()}>
                Log Out
              </button>
            ) : (
              <Link to={routes.login} className={buttonClass('outlined')}>
                Log In
              </Link>
            )}
          </div>
          <div className="app-header__group app-header__menu">
            <HeaderMenu links={links} onLogout={onLogout} />
          </div>
        </nav>
      </div>
    </header>
  );
}
