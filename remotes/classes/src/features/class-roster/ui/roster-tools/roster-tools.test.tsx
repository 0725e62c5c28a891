import type { ClassRoster } from '@academy/api';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { failingWith } from '@/shared/testing/failing-with';
import { aClassRoster } from '@/shared/testing/roster';
import { addStudentFx, fetchRosterFx, removeStudentFx, rosterOpened } from '../../model';
import { StudentName } from '../student-name/student-name';
import { RemoveStudentButton } from './remove-student-button';
import { RosterTools } from './roster-tools';

/** The monitor's parts the roster adds: its tools, and a card's name and 'Remove' for two usernames. */
async function renderTools(roster: ClassRoster = aClassRoster(), handlers: Array<[unknown, unknown]> = []) {
  const scope: Scope = fork({ handlers: [[fetchRosterFx, async () => roster], ...handlers] as never });
  render(
    <Provider value={scope}>
      <main>
        <h1>Java 101</h1>
        <RosterTools />
        {['java-101-02@academy.test', 'java-101-09@academy.test'].map((username) => (
          <section key={username} aria-label={`Card of ${username}`}>
            <h2>
              {username}
              <StudentName username={username} />
            </h2>
            <RemoveStudentButton username={username} />
          </section>
        ))}
      </main>
    </Provider>,
  );
  await act(() => allSettled(rosterOpened, { scope, params: { classId: 'class-1', followsInvitations: false } }));
  return scope;
}

const descriptionOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

async function openAdd() {
  const add = screen.getByRole('button', { name: 'Add a student' });
  add.focus();
  fireEvent.click(add);
  const dialog = await screen.findByRole('dialog', { name: 'Add a student' });
  await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Name')));
  return dialog;
}

describe("the monitor's roster", () => {
  afterEach(() => {
    cleanup();
    rs.restoreAllMocks();
  });

  it("names a rostered student beside the username, and offers 'Remove' on their card alone", async () => {
    await renderTools();
    const bob = screen.getByRole('region', { name: 'Card of java-101-02@academy.test' });
    expect(within(bob).getByRole('heading').textContent).toBe('java-101-02@academy.testBob Chen');
    expect(within(bob).getByRole('button', { name: 'Remove java-101-02' })).toBeTruthy();
    const numbered = screen.getByRole('region', { name: 'Card of java-101-09@academy.test' });
    expect(within(numbered).getByRole('heading').textContent).toBe('java-101-09@academy.test');
    expect(within(numbered).queryByRole('button')).toBeNull();
  });

  it('offers nothing for a class without a roster', async () => {
    await renderTools(aClassRoster({ students: [] }));
    expect(screen.queryByRole('button', { name: 'Add a student' })).toBeNull();
  });

  it("'Add a student' by keyboard: focus in Name, each message tied to its field, Escape closes", async () => {
    const add = rs.fn(async () => undefined);
    await renderTools(undefined, [[addStudentFx, add]]);
    const dialog = await openAdd();
    expect(
      within(dialog).getByText(
        'They get a lab at once while the class runs, and an invitation with their personal sign-in link.',
      ),
    ).toBeTruthy();
    const email = within(dialog).getByLabelText('E-mail');
    fireEvent.change(email, { target: { value: 'BOB@x.org' } });
    fireEvent.blur(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toBe('BOB@x.org is already in the class (java-101-02).');
    const name = within(dialog).getByLabelText('Name');
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    await act(async () => {
      fireEvent.submit(name.closest('form') as HTMLFormElement);
    });
    expect(descriptionOf(name)).toBe('The name is missing.');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(add).not.toHaveBeenCalled();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds the student typed; a refused add keeps what was typed under its banner', async () => {
    let fail = true;
    const add = rs.fn(async () => {
      if (fail) await failingWith(500)();
    });
    await renderTools(undefined, [[addStudentFx, add]]);
    const dialog = await openAdd();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Cy Diaz' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'cy@x.org' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add student' }));
    });
    expect(within(dialog).getByRole('alert').textContent).toBe('Server error.');
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Cy Diaz');
    fail = false;
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add student' }));
    });
    expect(add).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("'Remove' asks first, saying the link ends and the lab is torn down; a failure shows on the page", async () => {
    const remove = rs.fn(failingWith(503));
    await renderTools(undefined, [[removeStudentFx, remove]]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove java-101-02' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Remove student')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Their sign-in link stops working at once and their lab is torn down: the work on its machines is lost.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('java-101-02 (Bob Chen)')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    });
    expect(remove).toHaveBeenCalledOnce();
    expect((await screen.findByRole('alert')).textContent).toBe('Server error.');
    expect(screen.getByRole('button', { name: 'Remove java-101-02' })).toBeTruthy();
  });
});
