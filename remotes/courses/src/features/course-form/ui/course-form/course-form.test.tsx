import type { Folder, TrainingCourseInput } from '@academy/api';
import { afterEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { courseEditRequested } from '@/shared/model/edited-course';
import { aCourse, WINDOWS_FOLDER } from '@/shared/testing/courses';
import { failingWith } from '@/shared/testing/failing-with';
import type { CourseUpdate } from '../../api';
import { createCourseFx, formOpened, logSaveFailureFx, updateCourseFx } from '../../model';
import { CourseForm } from './course-form';

const folders: Folder[] = [
  WINDOWS_FOLDER,
  { folder: 'group-v102', name: 'Linux', vms: [{ vm: 'vm-3', name: 'router' }] },
];

function renderForm(scope: Scope) {
  return render(
    <Provider value={scope}>
      <CourseForm folders={folders} />
    </Provider>,
  );
}

function submit(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

function fillCompleteForm() {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Windows Admin' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Five days' } });
  fireEvent.change(screen.getByLabelText('Folder'), { target: { value: 'group-v101' } });
  fireEvent.click(screen.getByLabelText('SRV01'));
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'ARCHIVED' } });
}

describe('<CourseForm>', () => {
  afterEach(cleanup);

  it('creates: placeholders, no VMs until a folder is chosen, the five messages on an empty submit', async () => {
    renderForm(fork());
    expect(screen.getByRole('button', { name: 'Create Course' })).toBeTruthy();
    expect((screen.getByLabelText('Folder') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe(
      'Select folder',
    );
    expect((screen.getByLabelText('Status') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe(
      'Select status',
    );
    const statusOptions = within(screen.getByLabelText('Status'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(statusOptions).toEqual(['Select status', 'Active', 'Archived']);
    expect(screen.queryByRole('group', { name: 'VMs' })).toBeNull();

    submit('Create Course');
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Description is required.')).toBeTruthy();
    expect(screen.getByText('Please select a folder option.')).toBeTruthy();
    expect(screen.getByText('Please select a status option.')).toBeTruthy();

    expect(screen.queryByText('Please select at least one VM.')).toBeNull();

    fireEvent.change(screen.getByLabelText('Folder'), { target: { value: 'group-v101' } });
    const vms = screen.getByRole('group', { name: 'VMs' });
    expect(
      within(vms)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['DC01', 'SRV01']);
    expect(screen.queryByText('Please select a folder option.')).toBeNull();
    expect(screen.getByText('Please select at least one VM.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('DC01'));
    expect(screen.queryByText('Please select at least one VM.')).toBeNull();
  });

  it('sends nothing while a message shows; a corrected field loses its message, the others keep theirs', async () => {
    const bodies: TrainingCourseInput[] = [];
    renderForm(
      fork({
        handlers: [[createCourseFx, async (_call: unknown, input: TrainingCourseInput) => void bodies.push(input)]],
      }),
    );
    submit('Create Course');
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Only a name' } });
    expect(screen.queryByText('Name is required.')).toBeNull();
    await act(async () => submit('Create Course'));
    expect(screen.getByText('Description is required.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('marks each field in error invalid, described by its message, and focuses the first after a stopped submit', async () => {
    renderForm(fork());
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Windows Admin' } });
    fireEvent.change(screen.getByLabelText('Folder'), { target: { value: 'group-v101' } });
    submit('Create Course');
    const description = screen.getByLabelText('Description');
    await waitFor(() => expect(document.activeElement).toBe(description));
    const describedBy = (element: HTMLElement) =>
      document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(description)).toBe('Description is required.');
    expect(screen.getByLabelText('Name').hasAttribute('aria-invalid')).toBe(false);
    for (const box of within(screen.getByRole('group', { name: 'VMs' })).getAllByRole('checkbox')) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(box)).toBe('Please select at least one VM.');
    }
    fireEvent.click(screen.getByLabelText('DC01'));
    expect(screen.getByLabelText('SRV01').hasAttribute('aria-describedby')).toBe(false);
  });

  it('changing the folder clears the chosen VMs that are not in it', () => {
    renderForm(fork());
    fireEvent.change(screen.getByLabelText('Folder'), { target: { value: 'group-v101' } });
    fireEvent.click(screen.getByLabelText('DC01'));
    expect((screen.getByLabelText('DC01') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Folder'), { target: { value: 'group-v102' } });
    expect((screen.getByLabelText('router') as HTMLInputElement).checked).toBe(false);
    fireEvent.change(screen.getByLabelText('Folder'), { target: { value: 'group-v101' } });
    expect((screen.getByLabelText('DC01') as HTMLInputElement).checked).toBe(false);
  });

  it('submits the typed values, status in upper case', async () => {
    const bodies: TrainingCourseInput[] = [];
    const scope = fork({
      handlers: [[createCourseFx, async (_call: unknown, input: TrainingCourseInput) => void bodies.push(input)]],
    });
    renderForm(scope);
    fillCompleteForm();
    await act(async () => submit('Create Course'));
    expect(bodies).toEqual([
      {
        name: 'Windows Admin',
        description: 'Five days',
        folder: 'group-v101',
        status: 'ARCHIVED',
        vms: ['vm-2'],
        manual: '',
        guestAccounts: [],
        keyboardLayouts: [],
        fileFolders: [],
      },
    ]);
  });

  it('a failed save shows the banner above the fields and keeps everything typed', async () => {
    const scope = fork({
      handlers: [
        [createCourseFx, failingWith(500)],
        [logSaveFailureFx, () => undefined],
      ],
    });
    renderForm(scope);
    fillCompleteForm();
    await act(async () => submit('Create Course'));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe('Server error.');
    expect(
      banner.compareDocumentPosition(screen.getByLabelText('Name')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Windows Admin');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Five days');
    expect((screen.getByLabelText('Folder') as HTMLSelectElement).value).toBe('group-v101');
    expect((screen.getByLabelText('SRV01') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('ARCHIVED');
  });

  it('edits: prefilled without VMs, saved with Save Changes', async () => {
    const course = aCourse({ name: 'Linux Basics', description: 'Two days', folder: 'group-v102', vms: ['vm-3'] });
    const updates: CourseUpdate[] = [];
    const scope = fork({
      handlers: [[updateCourseFx, async (_call: unknown, update: CourseUpdate) => void updates.push(update)]],
    });
    await allSettled(courseEditRequested, { scope, params: course });
    await allSettled(formOpened, { scope, params: { path: '/courses/edit' } });
    renderForm(scope);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Linux Basics');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Two days');
    expect((screen.getByLabelText('Folder') as HTMLSelectElement).value).toBe('group-v102');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('ACTIVE');
    expect((screen.getByLabelText('router') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByLabelText('router'));
    await act(async () => submit('Save Changes'));
    expect(updates).toEqual([
      {
        id: 'c1',
        input: {
          name: 'Linux Basics',
          description: 'Two days',
          folder: 'group-v102',
          status: 'ACTIVE',
          vms: ['vm-3'],
          manual: '',
          guestAccounts: [],
          keyboardLayouts: [],
          fileFolders: [],
        },
      },
    ]);
  });
});
