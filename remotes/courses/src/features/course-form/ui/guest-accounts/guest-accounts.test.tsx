import type { TrainingCourseInput } from '@academy/api';
import { afterEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { aCourse, MIXED_FOLDER } from '@/shared/testing/courses';
import type { CourseUpdate } from '../../api';
import { createCourseFx, updateCourseFx } from '../../model';
import { openEditForm } from '../../testing/edit-form';
import { CourseForm } from '../course-form/course-form';

const course = aCourse({
  folder: 'group-v101',
  vms: ['vm-1', 'vm-2'],
  guestAccounts: [
    { vm: 'vm-1', username: 'Administrator', passwordSet: true },
    { vm: 'vm-2', username: 'root', passwordSet: true },
  ],
});

async function openEdit(updates: CourseUpdate[]): Promise<Scope> {
  const scope = fork({
    handlers: [[updateCourseFx, async (_call: unknown, update: CourseUpdate) => void updates.push(update)]],
  });
  await openEditForm(scope, course);
  return scope;
}

function machineGroup(name: string): HTMLElement {
  return screen.getByRole('group', { name });
}

async function save(label: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: label })));
}

describe('<CourseForm> guest accounts', () => {
  afterEach(cleanup);

  it('shows an account per chosen machine, with what its checks run with, and never a stored password', async () => {
    await openEdit([]);
    expect(screen.queryByRole('group', { name: 'Machine settings' })).toBeNull();
    fireEvent.click(screen.getByLabelText('DC01'));
    fireEvent.click(screen.getByLabelText('router'));
    fireEvent.click(screen.getByLabelText('appliance'));
    const accounts = screen.getByRole('group', { name: 'Machine settings' });
    const machines = within(accounts)
      .getAllByRole('group')
      .filter((group) => group.parentElement === accounts);
    expect(machines.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'DC01',
      'router',
      'appliance',
    ]);

    const dc01 = machineGroup('DC01');
    expect(within(dc01).getByText('Checks run with PowerShell')).toBeTruthy();
    expect((within(dc01).getByLabelText('User name') as HTMLInputElement).value).toBe('Administrator');
    expect(within(within(dc01).getByRole('group', { name: 'Password' })).getByText('Set')).toBeTruthy();
    expect(within(dc01).getByRole('button', { name: 'Replace' })).toBeTruthy();
    expect(within(dc01).getByRole('button', { name: 'Clear' })).toBeTruthy();
    expect(dc01.querySelector('input[type="password"]')).toBeNull();

    expect(within(machineGroup('router')).getByText('Checks run with sh')).toBeTruthy();
    const appliance = machineGroup('appliance');
    expect(within(appliance).queryByText(/Checks run with/)).toBeNull();
    expect((within(appliance).getByLabelText('User name') as HTMLInputElement).value).toBe('');
    expect((within(appliance).getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('saves a replaced password, a cleared one, a kept one and a new account; an unticked machine is left out', async () => {
    const updates: CourseUpdate[] = [];
    await openEdit(updates);
    for (const name of ['DC01', 'router', 'appliance']) fireEvent.click(screen.getByLabelText(name));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'ACTIVE' } });

    const dc01 = machineGroup('DC01');
    fireEvent.click(within(dc01).getByRole('button', { name: 'Replace' }));
    fireEvent.change(within(dc01).getByLabelText('Password'), { target: { value: 'N3w pass' } });

    const router = machineGroup('router');
    fireEvent.click(within(router).getByRole('button', { name: 'Clear' }));
    expect(within(router).getByText('Cleared when saved')).toBeTruthy();

    const appliance = machineGroup('appliance');
    fireEvent.change(within(appliance).getByLabelText('User name'), { target: { value: 'admin' } });
    fireEvent.change(within(appliance).getByLabelText('Password'), { target: { value: 'secret' } });

    await save('Save Changes');
    expect(updates.map((update) => update.input.guestAccounts)).toEqual([
      [
        { vm: 'vm-1', username: 'Administrator', password: 'N3w pass' },
        { vm: 'vm-2', username: 'root', password: null },
        { vm: 'vm-3', username: 'admin', password: 'secret' },
      ],
    ]);

    // Changed minds: the stored passwords kept, DC01 unticked (its account dropped).
    fireEvent.click(within(dc01).getByRole('button', { name: 'Keep the stored one' }));
    fireEvent.click(within(router).getByRole('button', { name: 'Keep it' }));
    fireEvent.click(screen.getByLabelText('DC01'));
    await save('Save Changes');
    expect(updates[1]?.input.guestAccounts).toEqual([
      { vm: 'vm-2', username: 'root' },
      { vm: 'vm-3', username: 'admin', password: 'secret' },
    ]);
  });

  it('a password without a user name stops the save and says so at the machine', async () => {
    const bodies: TrainingCourseInput[] = [];
    const scope = fork({
      handlers: [[createCourseFx, async (_call: unknown, input: TrainingCourseInput) => void bodies.push(input)]],
    });
    render(
      <Provider value={scope}>
        <CourseForm folders={[MIXED_FOLDER]} />
      </Provider>,
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Routing' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Two days' } });
    fireEvent.change(screen.getByLabelText('Folder'), { target: { value: 'group-v101' } });
    fireEvent.click(screen.getByLabelText('router'));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'ACTIVE' } });
    fireEvent.change(within(machineGroup('router')).getByLabelText('Password'), { target: { value: 'secret' } });
    await save('Create Course');
    expect(bodies).toEqual([]);
    const username = within(machineGroup('router')).getByLabelText('User name');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(username.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('A user name is required with a password.');

    fireEvent.change(username, { target: { value: 'vyos' } });
    await save('Create Course');
    expect(bodies.map((body) => body.guestAccounts)).toEqual([[{ vm: 'vm-2', username: 'vyos', password: 'secret' }]]);
  });
});
