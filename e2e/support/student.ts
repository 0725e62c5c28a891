import type {
  LabMachine,
  PassphraseMode,
  PowerStateResponse,
  RosterRowInput,
  TrainingClass,
  TrainingCourse,
} from '@academy/api';
import type { PowerCommand } from '@academy/power-rules';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { e2eOrigin } from './e2e-server';
import { onItsOwnBudget } from './machine-speed';
import { cellOf } from './table';

/**
 * Students for the lab's end-to-end tests: a class of their own made through the Training API with a test-hook
 * instructor token, its labs provisioned by the reference server, credentials read from /__test__/classes.
 */

export interface Student {
  /** Full username, e.g. lab-e2e-1-01@academy.test. */
  email: string;
  /** The username without its domain, as a student may type it. */
  username: string;
  passphrase: string;
  className: string;
}

export interface LabClass {
  id: string;
  name: string;
  passphrase: string;
  students: Student[];
}

interface TestClassView extends TrainingClass {
  labs: Array<{ email: string; vms: LabMachine[] }>;
}

export interface Fault {
  /** HTTP method, '*' for any (the default). */
  method?: string;
  /** Exact API path, or a prefix ending with '*'. */
  path: string;
  /** Status to answer, 500 by default. */
  status?: number;
  /** How many calls fail; every call until cleared when absent. */
  times?: number;
  /** Never answer. */
  hang?: boolean;
}

/** A call of the e2e server's API or test hooks; a status other than 2xx throws. */
export async function call<T>(
  method: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(`${e2eOrigin()}${path}`, {
    method,
    headers: { ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** The Authorization header of a test-hook instructor token. */
export async function instructorHeaders(): Promise<Record<string, string>> {
  const { accessToken } = await call<{ accessToken: string }>('POST', '/__test__/instructor-token', { body: {} });
  return { Authorization: `Bearer ${accessToken}` };
}

/** Waits until the scheduler has started every lab that is due and every provisioning or revert has finished. */
export async function settleLabs(): Promise<void> {
  await call('POST', '/__test__/clock', { body: { advanceMs: 0 } });
  await call('POST', '/__test__/settle');
}

async function classView(id: string): Promise<TestClassView> {
  const found = (await call<TestClassView[]>('GET', '/__test__/classes')).find((item) => item.id === id);
  if (!found) throw new Error(`class ${id} is not on the server`);
  return found;
}

let classCounter = 0;

/** How long a class's labs may take to be provisioned (machine speed, outside the test's own budget). */
const PROVISIONING_BUDGET_MS = 60_000;

/**
 * A running class of the first active course (three machines a lab, two with VMware Tools), or of `courseId`, whose
 * first day is today. With `provisioned` (the default) it returns once every student's lab is up and powered on.
 * With a `roster`, its students are named (one each: attendees follows) and invited by e-mail (support/mailbox.ts).
 */
export async function createLabClass(
  options: {
    attendees?: number;
    provisioned?: boolean;
    courseId?: string;
    roster?: RosterRowInput[];
    passphraseMode?: PassphraseMode;
  } = {},
): Promise<LabClass> {
  const { provisioned = true, courseId, roster, passphraseMode } = options;
  const attendees = roster?.length ?? options.attendees ?? 1;
  const headers = await instructorHeaders();
  const courses = await call<TrainingCourse[]>('GET', '/api/training-course', { headers });
  const course = courses.find((item) =>
    courseId === undefined ? item.status === 'ACTIVE' && item.vms.length > 0 : item.id === courseId,
  );
  if (!course) throw new Error(courseId ? `no course ${courseId}` : 'the server has no active course with machines');
  const firstDay = new Date();
  firstDay.setUTCHours(0, 0, 0, 0);
  const lastDay = new Date(firstDay.getTime() + 5 * 86_400_000);
  classCounter += 1;
  const created = await call<TrainingClass>('POST', '/api/training-class', {
    headers,
    body: {
      name: `Lab e2e ${Date.now().toString(36)} ${classCounter}`,
      courseId: course.id,
      timeZone: 'UTC',
      startDate: firstDay.toISOString(),
      endDate: lastDay.toISOString(),
      instructor: 'instructor@academy.test',
      attendees,
      ...(roster && { roster }),
      ...(passphraseMode && { passphraseMode }),
    },
  });
  let view = await classView(created.id);
  if (provisioned) {
    view = await onItsOwnBudget(PROVISIONING_BUDGET_MS, async () => {
      const deadline = Date.now() + PROVISIONING_BUDGET_MS;
      for (;;) {
        await settleLabs();
        const now = await classView(created.id);
        const ready = now.labs.every(
          (lab) => lab.vms.length === course.vms.length && lab.vms.every((vm) => vm.power_state === 'POWERED_ON'),
        );
        if (ready && now.labs.length === attendees) return now;
        if (Date.now() > deadline) throw new Error(`the labs of ${now.name} were not provisioned in 60 s`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    });
  }
  return {
    id: view.id,
    name: view.name,
    passphrase: view.passphrase,
    students: view.emails.map((email) => ({
      email,
      username: email.slice(0, email.indexOf('@')),
      passphrase: view.passphrase,
      className: view.name,
    })),
  };
}

/**
 * A class of `attendees` students made once before a spec file's tests (call at the file's top level), and its
 * students by their place in it.
 */
export function labClassOfFile(attendees: number): { id(): string; studentOf(index: number): Student } {
  let labClass: LabClass | undefined;
  test.beforeAll(async () => {
    labClass = await createLabClass({ attendees });
  });
  const created = (): LabClass => {
    if (!labClass) throw new Error('the class is made before the tests');
    return labClass;
  };
  return {
    id: () => created().id,
    studentOf(index) {
      const student = created().students[index];
      if (!student) throw new Error(`no student ${index}`);
      return student;
    },
  };
}

/** A student with a provisioned lab of their own. */
export async function createStudent(): Promise<Student> {
  const [student] = (await createLabClass()).students;
  if (!student) throw new Error('the class has no student');
  return student;
}

/** The student's machines as the server holds them now. */
export async function labMachinesOf(student: Student): Promise<LabMachine[]> {
  const view = (await call<TestClassView[]>('GET', '/__test__/classes')).find(
    (item) => item.name === student.className,
  );
  return view?.labs.find((lab) => lab.email === student.email)?.vms ?? [];
}

/** The student's HTTP Basic credential (spec §5), as a sign-in keeps it and every call sends it. */
function basicCredentialOf(student: Student): string {
  return Buffer.from(`${student.email}:${student.passphrase}`).toString('base64');
}

function basicHeader(student: Student): Record<string, string> {
  return { Authorization: `Basic ${basicCredentialOf(student)}` };
}

/** A power command sent directly to the API, behind the page's back (to make its list stale). */
export function sendCommandAsStudent(student: Student, vm: string, command: PowerCommand): Promise<PowerStateResponse> {
  return call('POST', `/api/training-class/vm/${encodeURIComponent(vm)}/power/${command}`, {
    headers: basicHeader(student),
  });
}

export async function injectFault(fault: Fault): Promise<void> {
  await call('POST', '/__test__/faults', { body: fault });
}

export async function clearFaults(): Promise<void> {
  await call('DELETE', '/__test__/faults');
}

/** Types the credential into the login form and clicks 'Log in' (no wait). */
export async function submitStudentLogin(page: Page, username: string, passphrase: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Passphrase', { exact: true }).fill(passphrase);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signs in through the login page and waits for the machine list. */
export async function signInAsStudent(
  page: Page,
  student: Student,
  options: { withDomain?: boolean } = {},
): Promise<void> {
  await page.goto('/login');
  await submitStudentLogin(page, options.withDomain === false ? student.username : student.email, student.passphrase);
  await page.waitForURL('**/machines');
  await expect(page.getByRole('heading', { name: student.className })).toBeVisible();
}

/**
 * Opens /machines as a student whose browser kept the session of an earlier sign-in (spec §4: email, passphrase and
 * Basic credential in localStorage), put there before the page's first script runs. For the tests that are not about
 * signing in: the login page and its form cost a page's render and a sign-in round trip each time. Once per tab, as
 * openAsInstructor: a reload or a Log Out later finds what the page itself left.
 */
export async function openAsStudent(page: Page, student: Student, path = '/machines'): Promise<void> {
  await page.addInitScript(
    ([email, passphrase, credential]) => {
      // Only the portal's pages: about:blank has no storage of its own.
      if (!window.location.protocol.startsWith('http') || sessionStorage.getItem('e2e-student-kept')) return;
      sessionStorage.setItem('e2e-student-kept', '1');
      localStorage.setItem('academy.student.email', email);
      localStorage.setItem('academy.student.passphrase', passphrase);
      localStorage.setItem('academy.student.basic', credential);
    },
    [student.email, student.passphrase, basicCredentialOf(student)] as const,
  );
  await page.goto(path);
  if (path === '/machines') await expect(page.getByRole('heading', { name: student.className })).toBeVisible();
}

/** The row of a machine in the list, by its name. */
export function machineRow(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

/** The message of a machine's last action, under its name (an alert, read as it appears). */
export function machineMessageOf(page: Page, name: string): Locator {
  return machineRow(page, name).getByRole('alert');
}

/** The status dot in a machine's State cell (a busy row also shows a spinner there). */
export function machineStateOf(page: Page, name: string): Locator {
  return cellOf(machineRow(page, name), 'State').getByRole('img');
}

/** A browser context of its own, signed in as the student on `baseURL`: one student's own window. */
export async function studentWindow(browser: Browser, baseURL: string, student: Student): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await openAsStudent(page, student);
  return page;
}

/** The class's student at `index` (a test's setup made them). */
export function studentAt(labClass: LabClass, index: number): Student {
  const student = labClass.students[index];
  if (!student) throw new Error(`no student ${index}`);
  return student;
}
