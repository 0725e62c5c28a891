import {
  $identityAuth,
  $studentBasic,
  $studentEmail,
  $studentPassphrase,
  identityAuthChanged,
  signedOutIdentity,
  signOutFx,
} from '@academy/auth';
import { afterEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import '@/session/logout';
import { Header } from './header';

/** Where the router is, for the menu's navigation. */
function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderHeader(
  student: { email: string; passphrase: string; basic: string },
  isInstructor: boolean,
  providerSignOut: () => Promise<void> = async () => {},
): Scope {
  const scope = fork({
    values: [
      [$studentEmail, student.email],
      [$studentPassphrase, student.passphrase],
      [$studentBasic, student.basic],
      [$identityAuth, { ...signedOutIdentity, isAuthenticated: isInstructor, accessToken: isInstructor ? 't' : '' }],
    ],
    handlers: [[signOutFx, providerSignOut]],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter>
        <Header />
        <CurrentPath />
      </MemoryRouter>
    </Provider>,
  );
  return scope;
}

const full = { email: 'a@academy.test', passphrase: 'p', basic: 'YTpw' };
const students = {
  'no session': { email: '', passphrase: '', basic: '' },
  'email only': { ...full, passphrase: '', basic: '' },
  'no basic credential': { ...full, basic: '' },
  'no passphrase': { ...full, passphrase: '' },
  'full session': full,
};

describe('<Header>', () => {
  afterEach(cleanup);

  for (const [studentCase, student] of Object.entries(students)) {
    for (const isInstructor of [false, true]) {
      it(`with ${studentCase} and ${isInstructor ? 'an' : 'no'} identity-provider session`, () => {
        renderHeader(student, isInstructor);
        const hasStudent = studentCase === 'full session';
        expect(screen.queryByRole('link', { name: 'Machines' }) !== null).toBe(hasStudent);
        expect(screen.queryByRole('link', { name: 'Courses' }) !== null).toBe(isInstructor);
        expect(screen.queryByRole('link', { name: 'Classes' }) !== null).toBe(isInstructor);
        const loggedIn = hasStudent || isInstructor;
        expect(screen.queryByRole('button', { name: 'Log Out' }) !== null).toBe(loggedIn);
        expect(screen.queryByRole('link', { name: 'Log In' }) !== null).toBe(!loggedIn);
      });
    }
  }

  it('shows the title and links the logo home', () => {
    renderHeader(students['no session'], false);
    expect(screen.getByRole('link', { name: 'Instructor Led Training' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
  });

  it('follows the identity-provider session as it is signed in and renewed', async () => {
    const scope = renderHeader(students['no session'], false);
    expect(screen.queryByRole('link', { name: 'Courses' })).toBeNull();
    await act(() =>
      allSettled(identityAuthChanged, {
        scope,
        params: { isAuthenticated: true, accessToken: 'a', idToken: 'i', refreshToken: '' },
      }),
    );
    expect(screen.getByRole('link', { name: 'Courses' }).getAttribute('href')).toBe('/courses');
    expect(screen.getByRole('link', { name: 'Classes' }).getAttribute('href')).toBe('/classes');
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
    await act(() => allSettled(identityAuthChanged, { scope, params: signedOutIdentity }));
    expect(screen.queryByRole('link', { name: 'Courses' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log In' })).toBeTruthy();
  });

  it("Log Out of an instructor calls the provider's sign-out and hides Courses and Classes", async () => {
    let providerSignOuts = 0;
    renderHeader(students['no session'], true, async () => {
      providerSignOuts += 1;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('link', { name: 'Log In' })).toBeTruthy();
    expect(providerSignOuts).toBe(1);
    expect(screen.queryByRole('link', { name: 'Courses' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Classes' })).toBeNull();
  });

  describe('phone menu', () => {
    const openMenu = async () => {
      const button = screen.getByRole('button', { name: 'Menu' });
      // As a click in a browser does.
      button.focus();
      fireEvent.click(button);
      return screen.findByRole('menu', { name: 'Menu' });
    };

    it('holds the links and Log Out of the session, and focuses the first one', async () => {
      renderHeader(full, true);
      const button = screen.getByRole('button', { name: 'Menu' });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(button.getAttribute('aria-haspopup')).toBe('menu');
      const menu = await openMenu();
      expect(button.getAttribute('aria-expanded')).toBe('true');
      const items = [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
      expect(items).toEqual(['Machines', 'Courses', 'Classes', 'Log Out']);
      await waitFor(() => expect(document.activeElement?.textContent).toBe('Machines'));
    });

    it('offers Log In to a visitor', async () => {
      renderHeader(students['no session'], false);
      const menu = await openMenu();
      expect([...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent)).toEqual(['Log In']);
    });

    it('moves between items with the arrow keys, Home and End', async () => {
      renderHeader(full, false);
      const menu = await openMenu();
      const [machines, logOut] = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
      machines?.focus();
      fireEvent.keyDown(machines as HTMLElement, { key: 'ArrowDown' });
      expect(document.activeElement).toBe(logOut);
      fireEvent.keyDown(logOut as HTMLElement, { key: 'ArrowDown' });
      expect(document.activeElement).toBe(machines);
      fireEvent.keyDown(machines as HTMLElement, { key: 'End' });
      expect(document.activeElement).toBe(logOut);
      fireEvent.keyDown(logOut as HTMLElement, { key: 'Home' });
      expect(document.activeElement).toBe(machines);
    });

    it('goes to the chosen page and closes', async () => {
      renderHeader(full, true);
      await openMenu();
      fireEvent.click(screen.getByRole('menuitem', { name: 'Classes' }));
      await waitFor(() => expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/classes'));
      expect(screen.queryByRole('menu', { name: 'Menu' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    });

    it('closes on Escape and gives focus back to its button', async () => {
      renderHeader(full, false);
      const menu = await openMenu();
      const item = screen.getByRole('menuitem', { name: 'Machines' });
      item.focus();
      fireEvent.keyDown(item, { key: 'Escape' });
      await waitFor(() => expect(menu.isConnected).toBe(false));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' })));
    });

    it('names the menu it controls while open, and marks the current page', async () => {
      renderHeader(full, false);
      const button = screen.getByRole('button', { name: 'Menu' });
      expect(button.getAttribute('aria-controls')).toBeNull();
      const menu = await openMenu();
      expect(button.getAttribute('aria-controls')).toBe(menu.id);
      expect(menu.closest('nav')?.getAttribute('aria-label')).toBe('Main');
      fireEvent.click(screen.getByRole('menuitem', { name: 'Machines' }));
      await waitFor(() => expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/machines'));
      await openMenu();
      expect(screen.getByRole('menuitem', { name: 'Machines' }).getAttribute('aria-current')).toBe('page');
      expect(screen.getByRole('menuitem', { name: 'Log Out' }).getAttribute('aria-current')).toBeNull();
    });

    it('opens at the first item with Down on its button and at the last with Up', async () => {
      renderHeader(full, true);
      const button = screen.getByRole('button', { name: 'Menu' });
      fireEvent.keyDown(button, { key: 'ArrowDown' });
      await waitFor(() => expect(document.activeElement?.textContent).toBe('Machines'));
      fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
      await waitFor(() => expect(document.activeElement).toBe(button));
      fireEvent.keyDown(button, { key: 'ArrowUp' });
      await waitFor(() => expect(document.activeElement?.textContent).toBe('Log Out'));
    });

    it('closes on Tab, with focus on its button for the browser to move on from', async () => {
      renderHeader(full, false);
      const menu = await openMenu();
      const item = screen.getByRole('menuitem', { name: 'Machines' });
      item.focus();
      fireEvent.keyDown(item, { key: 'Tab' });
      await waitFor(() => expect(menu.isConnected).toBe(false));
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
      expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    });

    it('closes when focus leaves it for another control', async () => {
      renderHeader(full, false);
      const menu = await openMenu();
      const item = screen.getByRole('menuitem', { name: 'Machines' });
      fireEvent.focusOut(item, { relatedTarget: screen.getByRole('link', { name: 'Instructor Led Training' }) });
      await waitFor(() => expect(menu.isConnected).toBe(false));
    });

    it('closes on a press outside it, and stays open on a press inside', async () => {
      renderHeader(full, false);
      const menu = await openMenu();
      fireEvent.pointerDown(screen.getByRole('menuitem', { name: 'Machines' }));
      expect(menu.isConnected).toBe(true);
      fireEvent.pointerDown(document.body);
      await waitFor(() => expect(menu.isConnected).toBe(false));
      expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/');
    });

    it('closes when its button is pressed again', async () => {
      renderHeader(full, false);
      const menu = await openMenu();
      fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
      await waitFor(() => expect(menu.isConnected).toBe(false));
    });

    it('chooses a link item with Space as with Enter', async () => {
      renderHeader(full, true);
      await openMenu();
      fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Courses' }), { key: ' ' });
      await waitFor(() => expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/courses'));
      expect(screen.queryByRole('menu', { name: 'Menu' })).toBeNull();
    });

    it('Log Out in the menu logs out', async () => {
      renderHeader(full, false);
      await openMenu();
      fireEvent.click(screen.getByRole('menuitem', { name: 'Log Out' }));
      expect(await screen.findByRole('link', { name: 'Log In' })).toBeTruthy();
      await waitFor(() => expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/'));
    });
  });
});
