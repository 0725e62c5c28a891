import type { Folder } from '@academy/api';
import { afterEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { courseEditRequested } from '@/shared/model/edited-course';
import { aCourse } from '@/shared/testing/courses';
import { failingWith } from '@/shared/testing/failing-with';
import type { CourseUpdate } from '../../api';
import { formOpened, logSaveFailureFx, updateCourseFx } from '../../model';
import { CourseForm } from '../course-form/course-form';

const folders: Folder[] = [
  {
    folder: 'group-v101',
    name: 'Mixed',
    vms: [
      { vm: 'vm-1', name: 'DC01', guestOs: 'windows' },
      { vm: 'vm-2', name: 'router', guestOs: 'linux' },
      { vm: 'vm-3', name: 'appliance' },
    ],
  },
];

const course = aCourse({
  folder: 'group-v101',
  vms: ['vm-1', 'vm-2', 'vm-3'],
  guestAccounts: [
    { vm: 'vm-1', username: 'Administrator', passwordSet: true },
    { vm: 'vm-2', username: 'root', passwordSet: true },
  ],
  fileFolders: [{ vm: 'vm-1', folder: 'C:\\Shared' }],
});

async function openEdit(scope: Scope): Promise<void> {
  await allSettled(courseEditRequested, { scope, params: course });
  await allSettled(formOpened, { scope, params: { path: '/courses/edit' } });
  render(
    <Provider value={scope}>
      <CourseForm folders={folders} />
    </Provider>,
  );
  // The edit form asks for the machines again (spec §4).
  for (const name of ['DC01', 'router', 'appliance']) fireEvent.click(screen.getByLabelText(name));
}

function folderInput(machine: string): HTMLInputElement {
  return within(screen.getByRole('group', { name: machine })).getByLabelText('Files go to') as HTMLInputElement;
}

function describedBy(element: HTMLElement): string | undefined {
  return document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? undefined;
}

async function save() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
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

    await save();
    expect(updates).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(folderInput('router')));

    fireEvent.change(folderInput('router'), { target: { value: '/srv/drop' } });
    expect(folderInput('router').hasAttribute('aria-invalid')).toBe(false);
    fireEvent.change(folderInput('appliance'), { target: { value: '/opt/lab' } });
    await save();
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
    await save();
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
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe('Client error.');
    expect(folderInput('DC01').value).toBe('C:\\Shared');
    expect(folderInput('router').value).toBe('/srv/drop');
  });
});
