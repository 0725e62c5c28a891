import type { TrainingCourse } from '@academy/api';
import { expect, type Page } from '@playwright/test';
import { openAsInstructor } from './instructor';
import { call, instructorHeaders } from './student';

/** The Windows Server folder's three machines, as the course form lists them. */
export const WINDOWS_SERVER_MACHINES = ['DC01 - Domain Controller', 'SRV01 - Member Server', 'CLIENT01 - Windows 11'];

/**
 * A course of the Windows Server folder's three machines, of its own (through the Training API): other specs make
 * classes of the seeded course, which must keep reading no manual.
 */
export async function createWindowsServerCourse(name: string, description: string): Promise<TrainingCourse> {
  return call<TrainingCourse>('POST', '/api/training-course', {
    headers: await instructorHeaders(),
    body: {
      name: `${name} ${Date.now().toString(36)}`,
      description,
      folder: 'group-v101',
      status: 'ACTIVE',
      vms: ['vm-tpl-1011', 'vm-tpl-1012', 'vm-tpl-1013'],
    },
  });
}

/** Opens the course's edit form from /courses, as an instructor does (signed in on the way). */
export async function openCourseForm(page: Page, course: TrainingCourse): Promise<void> {
  await openAsInstructor(page, '/courses');
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: course.name, exact: true }) })
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit Course' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(course.name);
}

/** Ticks a machine in the course form as a person does: on its label (Blueprint's indicator covers the input itself). */
export async function chooseVm(page: Page, vm: string): Promise<void> {
  const checkbox = page.getByLabel(vm, { exact: true });
  await expect(checkbox).not.toBeChecked();
  await page.getByRole('group', { name: 'VMs' }).getByText(vm, { exact: true }).click();
  await expect(checkbox).toBeChecked();
}
