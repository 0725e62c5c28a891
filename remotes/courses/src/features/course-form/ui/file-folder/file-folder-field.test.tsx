import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { aCourse } from '@/shared/testing/courses';
import { failingWith } from '@/shared/testing/failing-with';
import type { CourseUpdate } from '../../api';
import { logSaveFailureFx, updateCourseFx } from '../../model';
import { machineField, openEditForm, saveChanges } from '../../testing/edit-form';

const course = aCourse({
  folder: 'group-v101',
  vms: ['vm-1', 'vm-2', 'vm-3'],
  guestAccounts: [
    { vm: 'vm-1', username: 'Administrator', passwordSet: true },
    { vm: 'vm-2', username: 'root', passwordSet: true },
  ],
  fileFolders: [{ vm: 'vm-1', folder: 'C:\\Shared' }],
});

/** Its machines ticked again, as the edit form asks. */
const openEdit = (scope: Scope) => openEditForm(scope, course, ['DC01', 'router', 'appliance']);

function folderInput(machine: string): HTMLInputElement {
  return machineField(machine, 'Files go to');
}

function describedBy(element: HTMLElement): string | undefined {
  return document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? undefined;
}

function recording(updates: CourseUpdate[]): Scope {
  return fork({
    handlers: [[updateCourseFx, async (_call: unknown, update: CourseUpdate) => void updates.push(update)]],
  });
}

describe('<CourseForm> file folders', () => {
  afterEach(cleanup);

  it("shows the stored folder, or the default as the placeholder with the machine's account", async () => {
    await openEdit(fork());
    expect(folderInput('DC01').value).toBe('C:\\Shared');
    expect(folderInput('DC01').placeholder).toBe('C:\\Users\\Administrator\\Desktop');
    expect(folderInput('router').value).toBe('');
    expect(folderInput('router').placeholder).toBe('/root');
    expect(folderInput('appliance').placeholder).toBe("The guest account's Desktop or home");

    const router = screen.getByRole('group', { name: 'router' });
    fireEvent.change(within(router).getByLabelText('User name'), { target: { value: 'vyos' } });
    expect(folderInput('router').placeholder).toBe('/home/vyos');
  });

  it("a folder that is not a full path of the guest's family stops the save, says why at the machine, and is focused", async () => {
    const updates: CourseUpdate[] = [];
    await openEdit(recording(updates));
    fireEvent.change(folderInput('router'), { target: { value: 'C:\\Shared' } });
    fireEvent.blur(folderInput('router'));
    expect(folderInput('router').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(folderInput('router'))).toBe(
      'Enter a full Linux path that starts with /, such as /home/student.',
    );
    expect(folderInput('DC01').hasAttribute('aria-invalid')).toBe(false);

    await saveChanges();
    expect(updates).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(folderInput('router')));

    fireEvent.change(folderInput('router'), { target: { value: '/srv/drop' } });
    expect(folderInput('router').hasAttribute('aria-invalid')).toBe(false);
    fireEvent.change(folderInput('appliance'), { target: { value: '/opt/lab' } });
    await saveChanges();
    expect(updates.map((update) => update.input.fileFolders)).toEqual([
      [
        { vm: 'vm-1', folder: 'C:\\Shared' },
        { vm: 'vm-2', folder: '/srv/drop' },
        { vm: 'vm-3', folder: '/opt/lab' },
      ],
    ]);
  });

  it('an emptied folder goes back to the default; an unticked machine drops its folder', async () => {
    const updates: CourseUpdate[] = [];
    await openEdit(recording(updates));
    fireEvent.change(folderInput('DC01'), { target: { value: '' } });
    fireEvent.change(folderInput('router'), { target: { value: '/srv/drop' } });
    fireEvent.change(folderInput('appliance'), { target: { value: 'C:\\Lab' } });
    fireEvent.click(screen.getByLabelText('appliance'));
    await saveChanges();
    expect(updates.map((update) => update.input.fileFolders)).toEqual([[{ vm: 'vm-2', folder: '/srv/drop' }]]);
  });

  it('a save the server refuses keeps the folders typed', async () => {
    await openEdit(
      fork({
        handlers: [
          [updateCourseFx, failingWith(400)],
          [logSaveFailureFx, () => undefined],
        ],
      }),
    );
    fireEvent.change(folderInput('router'), { target: { value: '/srv/drop' } });
    await saveChanges();
    expect((await screen.findByRole('alert')).textContent).toBe('Client error.');
    expect(folderInput('DC01').value).toBe('C:\\Shared');
    expect(folderInput('router').value).toBe('/srv/drop');
  });
});
