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
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import '@/session/logout';
import { Header } from './header';

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
});
