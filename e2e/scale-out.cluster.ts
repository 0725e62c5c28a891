import type { TrainingCourse } from '@academy/api';
import { type ClassView, createClassInTheForm, provisioned as provisionedIn, studentsOf } from './support/class-form';
import { CLUSTER_METRICS_TOKEN, clusterUnderTest } from './support/cluster-setup';
import { signInAsInstructor } from './support/instructor';
import { machineRow, machineStateOf, studentWindow } from './support/student';
import { expect, test } from './support/test';

/*
 * The backend scaled out: two instances on one PostgreSQL behind nginx (round robin). Everything goes through the
 * balancer, as a browser would, except where a step must land on a given instance (then it addresses it).
 */

const cluster = clusterUnderTest();
test.use({ baseURL: cluster.balancer });

async function call<T>(base: string, method: string, path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, { method, headers });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const classesOnServer = () => call<ClassView[]>(cluster.balancer, 'GET', '/__test__/classes');
const leads = async (url: string) => (await call<{ leading: boolean }>(url, 'GET', '/__test__/scheduler')).leading;
const provisioned = (name: string, course: TrainingCourse) => provisionedIn(classesOnServer, name, course);

async function activeCourse(): Promise<TrainingCourse> {
  const { accessToken } = await call<{ accessToken: string }>(cluster.balancer, 'POST', '/__test__/instructor-token');
  const courses = await call<TrainingCourse[]>(cluster.balancer, 'GET', '/api/training-course', {
    authorization: `Bearer ${accessToken}`,
  });
  const course = courses.find((item) => item.status === 'ACTIVE' && item.vms.length > 0);
  if (!course) throw new Error('no active course with machines');
  return course;
}

/** A gauge's value in Prometheus text, or undefined when the metric is absent. */
function gaugeOf(metrics: string, name: string): number | undefined {
  const line = metrics.split('\n').find((text) => text.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

test("each instance's metrics are scraped through its own METRICS_PORT, and refused without the token on its main port", async () => {
  const scraped: string[] = [];
  for (const instance of cluster.instances) {
    const own = await fetch(instance.metricsUrl);
    expect(own.status, instance.name).toBe(200);
    expect(own.headers.get('content-type')).toMatch(/^text\/plain/);
    scraped.push(await own.text());

    const main = `${instance.url}/metrics`;
    expect((await fetch(main)).status, `${main} without a token`).toBe(401);
    expect((await fetch(main, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const withToken = await fetch(main, { headers: { authorization: `Bearer ${CLUSTER_METRICS_TOKEN}` } });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain('process_resident_memory_bytes');
  }
  // Two processes, each reporting itself: exactly one leads the scheduler, and both report their database pool.
  expect(scraped.map((metrics) => gaugeOf(metrics, 'scheduler_leader')).sort()).toEqual([0, 1]);
  for (const metrics of scraped) expect(gaugeOf(metrics, 'db_pool_connections')).toBeGreaterThan(0);
  // Through the balancer, /metrics is refused like on any main port: never public.
  expect((await fetch(`${cluster.balancer}/metrics`)).status).toBe(401);
});

test('a class taught through the balancer survives one of two instances being killed', async ({ page, browser }) => {
  const course = await activeCourse();
  const [firstInstance, secondInstance] = cluster.instances;
  if (!firstInstance || !secondInstance) throw new Error('the cluster has fewer than 2 instances');

  // The instructor signs in (authorize, sign-in page and token calls spread over both instances) and creates a class.
  await signInAsInstructor(page, '/classes');
  const name = `Scaled out ${Date.now().toString(36)}`;
  await createClassInTheForm(page, name, course);
  const view = await provisioned(name, course);
  // Provisioned once: each lab holds exactly the course's machines, whichever instance ran the scheduler.
  expect(view.labs.map((lab) => lab.vms.length)).toEqual([course.vms.length, course.vms.length]);

  // Its students sign in and power a machine off and on again.
  const students = studentsOf(view);
  const pages = await Promise.all(students.map((student) => studentWindow(browser, cluster.balancer, student)));
  const machine = view.labs[0]?.vms[0]?.name ?? '';
  for (const student of pages) {
    await machineRow(student, machine).getByRole('button').getByText('Stop').click();
    await expect(machineStateOf(student, machine)).toHaveAttribute('aria-label', 'POWERED OFF');
    await machineRow(student, machine).getByRole('button').getByText('Start').click();
    await expect(machineStateOf(student, machine)).toHaveAttribute('aria-label', 'POWERED ON');
  }

  // A console through the balancer, as the student opens it.
  const [alice] = pages;
  if (!alice) throw new Error('no student page');
  await machineRow(alice, machine).getByRole('button', { name: 'View' }).click();
  await alice.waitForURL('**/view');
  await expect(alice.getByText(`Connected to ${machine}.`)).toBeVisible();

  // The ticket asked on one instance opens the console on the other (each addressed directly).
  const [aliceAccount] = students;
  if (!aliceAccount) throw new Error('no student');
  const vm = view.labs[0]?.vms[0]?.vm ?? '';
  const basic = `Basic ${Buffer.from(`${aliceAccount.email}:${aliceAccount.passphrase}`).toString('base64')}`;
  const ticketResponse = await fetch(`${firstInstance.url}/api/training-class/vm/${vm}/ticket`, {
    method: 'POST',
    headers: { authorization: basic },
  });
  expect(ticketResponse.headers.get('x-served-by')).toBe(firstInstance.name);
  const { ticket } = (await ticketResponse.json()) as { ticket: string };
  const onSecond = ticket.replace(new URL(cluster.balancer).host, `127.0.0.1:${secondInstance.port}`);
  const blank = await browser.newPage();
  // Consoles open only from the portal's own pages (Origin checked): a page of the balancer's origin, not about:blank.
  await blank.goto(`${cluster.balancer}/config.json`);
  const greeting = await blank.evaluate(
    (url) =>
      new Promise<string>((resolve, reject) => {
        const socket = new WebSocket(url, ['binary']);
        socket.binaryType = 'arraybuffer';
        socket.onmessage = (event) => {
          resolve(new TextDecoder().decode(event.data as ArrayBuffer));
          socket.close();
        };
        socket.onerror = () => reject(new Error('refused'));
      }),
    onSecond,
  );
  expect(greeting).toBe('RFB 003.008\n');
  await blank.close();

  // One instance is killed: the one running the scheduler, so the scheduler has to move.
  const leader = (await leads(firstInstance.url)) ? firstInstance : secondInstance;
  const survivor = leader === firstInstance ? secondInstance : firstInstance;
  expect(await leads(survivor.url)).toBe(false);
  process.kill(leader.pid, 'SIGKILL');

  // The student carries on: the list refreshes and a power command completes, no error shown.
  const [, bob] = pages;
  if (!bob) throw new Error('no second student page');
  await bob.getByRole('button', { name: 'Refresh List' }).click();
  await machineRow(bob, machine).getByRole('button').getByText('Stop').click();
  await expect(machineStateOf(bob, machine)).toHaveAttribute('aria-label', 'POWERED OFF');
  await expect(bob.getByRole('alert')).toHaveCount(0);

  // The instructor carries on too, and the survivor's scheduler provisions the next class.
  await expect.poll(() => leads(survivor.url), { timeout: 30_000 }).toBe(true);
  await page.getByRole('link', { name: 'Classes' }).click();
  const next = `After the kill ${Date.now().toString(36)}`;
  await createClassInTheForm(page, next, course);
  const nextView = await provisioned(next, course);
  expect(nextView.labs.map((lab) => lab.vms.length)).toEqual([course.vms.length, course.vms.length]);
  await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
});
