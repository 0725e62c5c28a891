import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import { $identityAuth, $studentBasic, $studentEmail, $studentPassphrase, signedOutIdentity } from '@academy/auth';
import { Header } from './header';

function renderHeader(student: { email: string; passphrase: string; basic: string }, isInstructor: boolean) {
  const scope = fork({
    values: [
      [$studentEmail, student.email],
      [$studentPassphrase, student.passphrase],
      [$studentBasic, student.basic],
      [$identityAuth, { ...signedOutIdentity, isAuthenticated: isInstructor, accessToken: isInstructor ? 't' : '' }],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    </Provider>,
  );
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
});
