import type { TrainingCourse } from '@academy/api';
import {
  createVimClient,
  entityNameOf,
  findByInventoryPath,
  MoRef,
  objectsUnder,
  startTask,
  waitForTask,
} from '@academy/server/vsphere-testing';
import type { Browser, Page } from '@playwright/test';
import { type ClassView, createClassInTheForm, provisioned, studentsOf } from './support/class-form';
import { signInAsInstructor } from './support/instructor';
import { onItsOwnBudget } from './support/machine-speed';
import { machineRow, machineStateOf, studentWindow } from './support/student';
import { expect, test } from './support/test';
import { type PortalProcess, startPortal, vsphereUnderTest } from './support/vsphere-setup';

/*
 * The portal on a vCenter (the simulated one of tools/vcsim): what an academy's instructor and students do, with
 * vCenter itself looked at by an administrator's session beside the portal. One story, as one test of steps: each
 * step works on what the one before made (a course, its class), so a failed step fails the story and no later step
 * is skipped in silence.
 */

const vsphere = vsphereUnderTest();
const admin = createVimClient({ url: vsphere.vcsimUrl, username: 'admin', password: 'vcsim' });
let portal: PortalProcess;

test.beforeAll(async () => {
  portal = await startPortal(vsphere);
});

test.afterAll(async () => {
  await portal?.kill();
  await admin.close();
});

async function classes(): Promise<ClassView[]> {
  const response = await fetch(`${portal.url}/__test__/classes`);
  // Mid-revert a lab's stored machine may already be gone from vCenter: the hook answers 404 until the clone is
  // recorded, and the callers poll until the state they wait for.
  return response.ok ? ((await response.json()) as ClassView[]) : [];
}

/** The machines in a student's lab folder in vCenter, by name. */
/** The ids of the machines of `email`'s lab, as the portal keeps them. */
function machineIdsOf(view: ClassView, email: string): string[] {
  return view.labs.find((lab) => lab.email === email)?.vms.map((machine) => machine.vm) ?? [];
}

async function inVcenter(classId: string, email: string): Promise<string[] | undefined> {
  const folder = await findByInventoryPath(admin, `/DC0/vm/Labs/${classId}/${email}`);
  if (!folder) return undefined;
  const machines = await objectsUnder(admin, folder, ['VirtualMachine'], { VirtualMachine: ['name'] });
  return machines.map(({ props }) => entityNameOf(props.get('name')) ?? '').sort();
}

/** A page on the portal in a browser context of its own (no sign-in yet, as a test's own page), closed after `use`. */
async function inOwnWindow(browser: Browser, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL: portal.url, timezoneId: 'UTC', locale: 'en-US' });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

test('an academy on vCenter: course and class cloned, students at their machines, a restart mid-provisioning, a deleted class', async ({
  browser,
}) => {
  // Five steps, each with the time a test of this config has.
  test.setTimeout(5 * test.info().timeout);
  let course!: TrainingCourse;
  let view!: ClassView;

  await test.step('an instructor makes a course from a vCenter folder, then a class: its labs are cloned in vCenter', () =>
    inOwnWindow(browser, async (page) => {
      await signInAsInstructor(page, '/courses');
      await page.getByRole('button', { name: 'Add Course' }).click();
      const folder = page.getByLabel('Folder', { exact: true });
      // vCenter's course folders, without the one whose name holds '@' and the empty one (spec §3).
      await expect(folder.locator('option')).toHaveText([
        'Select folder',
        'Linux Networking Essentials',
        'Security Fundamentals',
        'Windows Server 2022 Administration',
      ]);
      const name = `vCenter course ${Date.now().toString(36)}`;
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Description', { exact: true }).fill('Attack and defend, on vCenter.');
      await folder.selectOption({ label: 'Security Fundamentals' });
      for (const vm of ['kali - Attacker Workstation', 'target - Legacy Web Server']) {
        await page.getByRole('group', { name: 'VMs' }).getByText(vm, { exact: true }).click();
      }
      await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Active' });
      await page.getByRole('button', { name: 'Create Course' }).click();
      await expect(page).toHaveURL(/\/courses$/);

      const { accessToken } = await (await fetch(`${portal.url}/__test__/instructor-token`, { method: 'POST' })).json();
      const courses = (await (
        await fetch(`${portal.url}/api/training-course`, { headers: { authorization: `Bearer ${accessToken}` } })
      ).json()) as TrainingCourse[];
      course = courses.find((item) => item.name === name) as TrainingCourse;

      await page.goto('/classes');
      const className = `On vCenter ${Date.now().toString(36)}`;
      await createClassInTheForm(page, className, course);
      view = await provisioned(classes, className, course);
      for (const email of view.emails) {
        expect(await inVcenter(view.id, email)).toEqual(['kali - Attacker Workstation', 'target - Legacy Web Server']);
      }
    }));

  await test.step('its students power machines, open a console through the portal and revert their lab', async () => {
    const [student] = studentsOf(view);
    if (!student) throw new Error('no student');
    const alice = await studentWindow(browser, portal.url, student);
    const machine = 'target - Legacy Web Server';
    await machineRow(alice, machine).getByRole('button').getByText('Stop').click();
    await expect(machineStateOf(alice, machine)).toHaveAttribute('aria-label', 'POWERED OFF');
    await machineRow(alice, machine).getByRole('button').getByText('Start').click();
    await expect(machineStateOf(alice, machine)).toHaveAttribute('aria-label', 'POWERED ON');

    // The host's WebMKS, relayed by the portal: the WMKS client in the page completes its handshake with it.
    await machineRow(alice, machine).getByRole('button', { name: 'View' }).click();
    await alice.waitForURL('**/view');
    await expect(alice.getByText(`Connected to ${machine}.`)).toBeVisible();
    await alice.goBack();

    const machinesBefore = machineIdsOf(view, student.email);
    expect(machinesBefore).toHaveLength(course.vms.length);
    await alice.getByRole('button', { name: 'Revert Lab' }).click();
    await alice.getByRole('alertdialog').getByRole('button', { name: 'Revert Lab' }).click();
    // A revert removes the lab's machines and clones it again machine by machine: it is over once none of the old
    // machines is left and every new one is on, not when the one watched shows on (the old one did, a moment ago).
    await onItsOwnBudget(90_000, () =>
      expect
        .poll(
          async () => {
            const now = (await classes()).find((item) => item.id === view.id);
            return now ? machinesBefore.filter((vm) => machineIdsOf(now, student.email).includes(vm)) : ['class gone'];
          },
          { timeout: 90_000 },
        )
        .toEqual([]),
    );
    view = await provisioned(classes, view.name, course);
    await onItsOwnBudget(90_000, () =>
      expect(machineStateOf(alice, machine)).toHaveAttribute('aria-label', 'POWERED ON', { timeout: 90_000 }),
    );
    const [email] = view.emails;
    expect(await inVcenter(view.id, email ?? '')).toEqual([
      'kali - Attacker Workstation',
      'target - Legacy Web Server',
    ]);
    await alice.context().close();
  });

  await test.step('a machine powered off in vCenter itself shows as POWERED OFF to its student', async () => {
    const [student] = studentsOf(view);
    if (!student) throw new Error('no student');
    const studentPage = await studentWindow(browser, portal.url, student);
    const machine = 'kali - Attacker Workstation';
    await expect(machineStateOf(studentPage, machine)).toHaveAttribute('aria-label', 'POWERED ON');
    const vm = (await classes())
      .find((item) => item.id === view.id)
      ?.labs[0]?.vms.find((item) => item.name === machine);
    await waitForTask(admin, await startTask(admin, 'PowerOffVM_Task', new MoRef('VirtualMachine', vm?.vm ?? '')));
    await studentPage.getByRole('button', { name: 'Refresh List' }).click();
    await expect(machineStateOf(studentPage, machine)).toHaveAttribute('aria-label', 'POWERED OFF');
    await studentPage.context().close();
  });

  await test.step('killed in the middle of provisioning and started again, the portal ends every lab with the course machines once', () =>
    inOwnWindow(browser, async (page) => {
      await signInAsInstructor(page, '/classes');
      const className = `Interrupted ${Date.now().toString(36)}`;
      await createClassInTheForm(page, className, course, 5);
      // Some clones made, not all: two at a time, each a moment long.
      await expect
        .poll(async () => {
          const found = (await classes()).find((item) => item.name === className);
          return found?.labs.reduce((count, lab) => count + lab.vms.length, 0) ?? 0;
        })
        .toBeGreaterThan(1);
      await portal.kill();
      portal = await startPortal(vsphere);
      const done = await provisioned(classes, className, course);
      for (const email of done.emails) {
        expect(await inVcenter(done.id, email)).toEqual(['kali - Attacker Workstation', 'target - Legacy Web Server']);
      }
    }));

  await test.step('a deleted class leaves no clone and no folder in vCenter', () =>
    inOwnWindow(browser, async (page) => {
      await signInAsInstructor(page, '/classes');
      const row = page.getByRole('row').filter({ hasText: view.name });
      await row.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(row).toHaveCount(0);
      await expect
        .poll(() => findByInventoryPath(admin, `/DC0/vm/Labs/${view.id}`), { timeout: 60_000 })
        .toBeUndefined();
    }));
});
