import type { TrainingCourse } from '@academy/api';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { courseEditRequested } from '@/shared/model/edited-course';
import { MIXED_FOLDER } from '@/shared/testing/courses';
import { formOpened } from '../model';
import { CourseForm } from '../ui/course-form/course-form';

/** The edit form of `course` over MIXED_FOLDER, with `machines` ticked again as the edit form asks (spec §4). */
export async function openEditForm(scope: Scope, course: TrainingCourse, machines: readonly string[] = []) {
  await allSettled(courseEditRequested, { scope, params: course });
  await allSettled(formOpened, { scope, params: { path: '/courses/edit' } });
  render(
    <Provider value={scope}>
      <CourseForm folders={[MIXED_FOLDER]} />
    </Provider>,
  );
  for (const name of machines) fireEvent.click(screen.getByLabelText(name));
}

/** A field of a chosen machine's settings, by its label. */
export function machineField<T extends HTMLElement>(machine: string, label: string): T {
  return within(screen.getByRole('group', { name: machine })).getByLabelText(label) as T;
}

export async function saveChanges() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
}
