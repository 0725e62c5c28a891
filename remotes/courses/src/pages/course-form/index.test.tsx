import { type Folder, HttpError, type NavigationRequest } from '@academy/api';
import { navigationRequested } from '@academy/bus';
import { afterEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { $courseToDelete } from '@/features/course-delete/model';
import type { CourseUpdate } from '@/features/course-form/api';
import { logSaveFailureFx, updateCourseFx } from '@/features/course-form/model';
import { fetchManualVersionsFx } from '@/features/course-manual/model';
import { fetchFoldersFx } from '@/features/folders/model';
import { courseEditRequested } from '@/shared/model/edited-course';
import { aCourse } from '@/shared/testing/courses';
import CourseFormPage from './index';

const folders: Folder[] = [
  { folder: 'group-v101', name: 'Windows', vms: [{ vm: 'vm-1', name: 'DC01' }] },
  { folder: 'group-v104', name: 'templates@archive', vms: [{ vm: 'vm-4', name: 'old' }] },
  { folder: 'group-v105', name: 'Staging (empty)', vms: [] },
];
const course = aCourse({ name: 'Windows Admin', description: 'Five days', vms: [] });

async function openAt(path: string, scope: Scope) {
  window.history.pushState({}, '', path);
  await act(async () => {
    render(
      <Provider value={scope}>
        <CourseFormPage />
      </Provider>,
    );
  });
}

describe('<CourseFormPage>', () => {
  afterEach(cleanup);

  it("/courses/new says 'Loading folders data' until the folders arrive, then offers only the visible ones", async () => {
    let answer: (folders: Folder[]) => void = () => undefined;
    const scope = fork({ handlers: [[fetchFoldersFx, () => new Promise<Folder[]>((resolve) => (answer = resolve))]] });
    await openAt('/courses/new', scope);
    expect(screen.getByRole('heading', { name: 'New Course' })).toBeTruthy();
    expect(screen.getByText('Loading folders data')).toBeTruthy();
    await act(async () => answer(folders));
    const options = Array.from((screen.getByLabelText('Folder') as HTMLSelectElement).options).map(
      (option) => option.textContent,
    );
    expect(options).toEqual(['Select folder', 'Windows']);
    expect(screen.queryByRole('button', { name: 'Delete Course' })).toBeNull();
  });

  it('shows a failed folder load with its text and retries', async () => {
    let calls = 0;
    const scope = fork({
      handlers: [
        [
          fetchFoldersFx,
          async () => {
            calls += 1;
            if (calls === 1) throw new HttpError(500, 'down');
            return folders;
          },
        ],
      ],
    });
    await openAt('/courses/new', scope);
    expect(screen.getByRole('alert').textContent).toContain('Server error.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(screen.getByLabelText('Folder')).toBeTruthy();
  });

  it('/courses/edit shows Edit Course and a Delete Course button that opens the dialog', async () => {
    const scope = fork({ handlers: [[fetchFoldersFx, async () => folders]] });
    await allSettled(courseEditRequested, { scope, params: course });
    await openAt('/courses/edit', scope);
    expect(screen.getByRole('heading', { name: 'Edit Course' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Course' }));
    expect(scope.getState($courseToDelete)).toEqual(course);
    expect(await screen.findByText('Are you sure? This will permanently erase this course.')).toBeTruthy();
  });

  it('/courses/edit with no chosen course shows nothing and goes back to the list', async () => {
    const scope = fork({ handlers: [[fetchFoldersFx, async () => folders]] });
    const seen: NavigationRequest[] = [];
    createWatch({ unit: navigationRequested, scope, fn: (request) => seen.push(request) });
    await openAt('/courses/edit', scope);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(seen).toEqual([{ to: '/courses', replace: true }]);
  });

  it('/courses/edit shows a manual its renderer cannot show as such in the preview, and the form goes on working', async () => {
    const updates: CourseUpdate[] = [];
    const scope = fork({
      handlers: [
        [fetchFoldersFx, async () => folders],
        [fetchManualVersionsFx, async () => []],
        [updateCourseFx, async (_call: unknown, update: CourseUpdate) => void updates.push(update)],
      ],
    });
    // Saved before the server refused such nesting: 3,000 quotes inside one another overflow the renderer's stack.
    const broken = { ...course, manual: `## One\n${'> '.repeat(3_000)}deep` };
    await allSettled(courseEditRequested, { scope, params: broken });
    await openAt('/courses/edit', scope);
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText('This manual could not be shown.')).toBeTruthy();
    expect(within(preview).getByText(/nests quotes and lists at most 10 deep/)).toBeTruthy();

    // The instructor fixes it in the form: the preview shows it again, and the form saves.
    fireEvent.change(screen.getByLabelText('Manual'), { target: { value: '## One\n\n> fixed\n' } });
    expect(await within(preview).findByText('fixed')).toBeTruthy();
    expect(within(preview).queryByText('This manual could not be shown.')).toBeNull();
    fireEvent.click(screen.getByLabelText('DC01'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
    expect(updates.map((update) => update.input.manual)).toEqual(['## One\n\n> fixed\n']);
  });

  it("a save refused for the manual's checks shows the step and the reason in the banner, and keeps everything typed", async () => {
    const scope = fork({
      handlers: [
        [fetchFoldersFx, async () => folders],
        [fetchManualVersionsFx, async () => []],
        [
          updateCourseFx,
          async () => {
            throw new HttpError(400, "Step 1: the check names 'DC01', which this course does not have.");
          },
        ],
        [logSaveFailureFx, () => undefined],
      ],
    });
    await allSettled(courseEditRequested, { scope, params: course });
    await openAt('/courses/edit', scope);
    const manual = '## Sign in\n\n```check machine="DC01"\nexit 0\n```\n';
    fireEvent.change(screen.getByLabelText('Manual'), { target: { value: manual } });
    fireEvent.click(screen.getByLabelText('DC01'));
    const dc01 = screen.getByRole('group', { name: 'DC01' });
    fireEvent.change(within(dc01).getByLabelText('User name'), { target: { value: 'Administrator' } });
    fireEvent.change(within(dc01).getByLabelText('Password'), { target: { value: 'secret' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));

    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe(
      "The server refused the manual's checks: Step 1: the check names 'DC01', which this course does not have.",
    );
    expect((screen.getByLabelText('Manual') as HTMLTextAreaElement).value).toBe(manual);
    expect((screen.getByLabelText('DC01') as HTMLInputElement).checked).toBe(true);
    expect((within(dc01).getByLabelText('User name') as HTMLInputElement).value).toBe('Administrator');
    expect((within(dc01).getByLabelText('Password') as HTMLInputElement).value).toBe('secret');
  });
});
