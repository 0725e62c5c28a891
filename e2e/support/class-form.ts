import type { LabMachine, TrainingClass, TrainingCourse } from '@academy/api';
import { expect, type Page } from '@playwright/test';
import { onItsOwnBudget } from './machine-speed';
import type { Student } from './student';

/** A class as the server's test hooks show it: with each student's lab. */
export interface ClassView extends TrainingClass {
  labs: Array<{ email: string; vms: LabMachine[] }>;
}

/** Creates a class on the instructor's Classes page, its first day tomorrow: its labs are due at once. */
export async function createClassInTheForm(page: Page, name: string, course: TrainingCourse, attendees = 2) {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('button', { name: 'Add Class' }).click();
  await expect(page.getByRole('heading', { name: 'New Class' })).toBeVisible();
  await expect(page.getByText(/^Loading courses data/)).toHaveCount(0);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Course', { exact: true }).selectOption({ label: course.name });
  await page.getByLabel('First Day of Class', { exact: true }).fill(tomorrow);
  await page.getByLabel('Last Day of Class', { exact: true }).fill(inThreeDays);
  await page.getByLabel('Instructor Email', { exact: true }).fill('ada@academy.test');
  await page.getByLabel('Attendees', { exact: true }).selectOption(String(attendees));
  await page.getByRole('button', { name: 'Create Class' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
}

/** Waits until every lab of the class holds the course's machines, all powered on, and returns the class. */
export async function provisioned(classes: () => Promise<ClassView[]>, name: string, course: TrainingCourse) {
  let found: ClassView | undefined;
  // Cloning runs at the hypervisor's speed: on a budget of its own, not the test's.
  await onItsOwnBudget(90_000, async () => {
    try {
      await expect
        .poll(
          async () => {
            found = (await classes()).find((item) => item.name === name);
            const onPerLab = found?.labs.map((lab) => lab.vms.filter((vm) => vm.power_state === 'POWERED_ON').length);
            return (
              onPerLab !== undefined &&
              onPerLab.length === found?.emails.length &&
              onPerLab.every((on) => on === course.vms.length)
            );
          },
          { timeout: 90_000 },
        )
        .toBe(true);
    } catch (error) {
      // What each lab held when the wait gave up: the machine missing, off or twice there is what a failure needs.
      throw new Error(`class ${name} not provisioned; its labs: ${labsSeen(found)}`, { cause: error });
    }
  });
  if (!found) throw new Error(`class ${name} is gone`);
  return found;
}

/** The class's students, signed in with their full e-mail address. */
export function studentsOf(view: ClassView): Student[] {
  return view.emails.map((email) => ({
    email,
    username: email.slice(0, email.indexOf('@')),
    passphrase: view.passphrase,
    className: view.name,
  }));
}

/** A class's labs as last read, one per student: each machine's name and power state. */
function labsSeen(found: ClassView | undefined): string {
  if (!found) return 'the class was not listed';
  return found.labs
    .map(({ email, vms }) => `${email}: ${vms.map((vm) => `${vm.name} ${vm.power_state}`).join(', ') || 'none'}`)
    .join('; ');
}
