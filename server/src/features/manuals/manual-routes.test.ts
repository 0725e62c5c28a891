import type {
  ApiErrorBody,
  ClassLabChange,
  ClassManual,
  ManualProgress,
  ManualVersionUse,
  StudentManual,
  TrainingClass,
  TrainingCourse,
} from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { openEventStream } from '../../../test-support/server-sent-events';
import { sharedTestServer } from '../../../test-support/shared-test-server';
import { createTwoStudentClass, demoClassOf } from '../../../test-support/test-classes';
import { type Auth, basicAuth, eventually, type TestServer } from '../../../test-support/test-server';

let server: TestServer;
let instructor: Auth;
/** The demo data's running class: created before its course had a manual. */
let withoutManual: { id: string; name: string; student: Auth };

const MANUAL_V1 =
  '# Routing lab\n\n## Sign in\n\nUse `admin`.\n\n## Add a route\n\n```sh\nip route add 10.0.0.0/8 via 10.1.1.1\n```\n\n## Check\n\nPing.\n';
const MANUAL_V2 = `${MANUAL_V1}\n## Clean up\n\nDelete the route.\n`;

const course = {
  name: 'Routing with a manual',
  description: 'Static routes, step by step.',
  folder: 'group-v102',
  status: 'ACTIVE',
  vms: ['vm-tpl-1021'],
};

/** A class of `courseId` that runs from yesterday to tomorrow: its students can sign in. */
function runningClass(courseId: string, name: string): Promise<TrainingClass> {
  return createTwoStudentClass(server, instructor, { name, courseId, startsInDays: -1 });
}

function studentOf(trainingClass: TrainingClass, index = 0): Auth {
  return basicAuth(trainingClass.emails[index] ?? '', trainingClass.passphrase);
}

async function createCourse(manual: string): Promise<TrainingCourse> {
  const { status, body } = await server.call<TrainingCourse>('POST', '/api/training-course', {
    auth: instructor,
    body: { ...course, manual },
  });
  expect(status).toBe(201);
  return body;
}

function putCourse(id: string, body: object) {
  return server.call<TrainingCourse & ApiErrorBody>('PUT', `/api/training-course/${id}`, { auth: instructor, body });
}

function setProgress(auth: Auth, body: unknown) {
  return server.call<ManualProgress & ApiErrorBody>('PUT', '/api/training-class/manual/progress', { auth, body });
}

beforeAll(async () => {
  server = await sharedTestServer();
  instructor = { bearer: await server.instructorToken() };
  const demo = await demoClassOf(server);
  withoutManual = { id: demo.id, name: demo.name, student: basicAuth(demo.emails[0] ?? '', demo.passphrase) };
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
});

describe("a course's manual and the version each class reads", () => {
  it('saves a changed manual as a new version; a class keeps the version it was created with', async () => {
    const created = await createCourse(MANUAL_V1);
    expect(created).toMatchObject({ manual: MANUAL_V1, manualVersion: 1 });
    const before = await runningClass(created.id, 'Routing, week 1');
    expect(before.manualVersion).toBe(1);

    // Unchanged (Windows line endings as well), or absent as an older course form sends it: the same version.
    expect(
      (await putCourse(created.id, { ...course, manual: MANUAL_V1.replace(/\n/g, '\r\n') })).body.manualVersion,
    ).toBe(1);
    expect((await putCourse(created.id, course)).body).toMatchObject({ manual: MANUAL_V1, manualVersion: 1 });

    expect((await putCourse(created.id, { ...course, manual: MANUAL_V2 })).body.manualVersion).toBe(2);
    const after = await runningClass(created.id, 'Routing, week 2');
    expect(after.manualVersion).toBe(2);

    const weekOne = await server.call<StudentManual>('GET', '/api/training-class/manual', { auth: studentOf(before) });
    expect(weekOne.body).toMatchObject({ markdown: MANUAL_V1, version: 1, stepCount: 3 });
    const weekTwo = await server.call<StudentManual>('GET', '/api/training-class/manual', { auth: studentOf(after) });
    expect(weekTwo.body).toMatchObject({ markdown: MANUAL_V2, version: 2, stepCount: 4 });

    const versions = await server.call<ManualVersionUse[]>('GET', `/api/training-course/${created.id}/manual`, {
      auth: instructor,
    });
    expect(versions.body.map(({ version, current, classes }) => ({ version, current, classes }))).toEqual([
      { version: 1, current: false, classes: [{ id: before.id, name: 'Routing, week 1' }] },
      { version: 2, current: true, classes: [{ id: after.id, name: 'Routing, week 2' }] },
    ]);

    // Without a manual, the course's next manual is a version of its own: classes of 1 and 2 keep theirs.
    expect((await putCourse(created.id, { ...course, manual: '' })).body).toMatchObject({
      manual: '',
      manualVersion: null,
    });
    expect((await putCourse(created.id, { ...course, manual: MANUAL_V1 })).body.manualVersion).toBe(3);
  });

  it('takes a manual far larger than other bodies, and refuses one it cannot keep with a clear 400', async () => {
    const long = `## One\n\n${'A line of the lab manual.\n'.repeat(2000)}`;
    const created = await createCourse(long);
    expect(created.manual).toBe(long);
    const refusals: Array<[unknown, RegExp]> = [
      ['# Only a title\n\nNo step.', /at least one step: start each step with a level-2 heading/],
      [`## One\n${'x'.repeat(60_001)}`, /The manual must be at most 60,000 characters/],
      ['## s\n'.repeat(101), /at most 100 steps \(it has 101\)/],
      [42, /manual must be a string/],
      ['## One\n\u0000', /manual must not contain control characters/],
    ];
    for (const [manual, message] of refusals) {
      const { status, body } = await putCourse(created.id, { ...course, manual });
      expect({ status, message: body.message }).toEqual({ status: 400, message: expect.stringMatching(message) });
    }
    expect(
      (await server.call<TrainingCourse[]>('GET', '/api/training-course', { auth: instructor })).body,
    ).toContainEqual(created);
    const huge = await putCourse(created.id, { ...course, manual: `## One\n${'é'.repeat(300_000)}` });
    expect(huge.status).toBe(413);
  });

  it('refuses a manual it cannot read in bounded time or nests too deeply with a 400 that says why, at once', async () => {
    const created = await createCourse(MANUAL_V1);
    const refusals: Array<[string, RegExp]> = [
      [`## One\n${'_a*'.repeat(19_997)}`, /at most 200 emphasis marks \(\* _ ~\); the one starting "_a\*_a\*/],
      [`## One\n${'\\\\_a'.repeat(14_998)}`, /at most 200 emphasis marks/],
      [`## One\n${'> '.repeat(3_000)}a`, /nests quotes and lists at most 10 deep \(line 2 starts with more than 100\)/],
      ['> '.repeat(30_000), /nests quotes and lists at most 10 deep/],
      ['1. '.repeat(20_000), /nests quotes and lists at most 10 deep/],
    ];
    // How long each refusal takes is measured by `pnpm bench:reliability` (hostile manuals), not timed here.
    for (const [manual, message] of refusals) {
      const { status, body } = await putCourse(created.id, { ...course, manual });
      expect({ status, message: body.message }).toEqual({ status: 400, message: expect.stringMatching(message) });
    }
    const { body } = await server.call<TrainingCourse>('GET', '/api/training-course', { auth: instructor });
    expect(body).toContainEqual(created);
  });

  it('refuses the versions of a course that does not exist, and a student asking for them', async () => {
    const missing = await server.call<ApiErrorBody>('GET', '/api/training-course/nope/manual', { auth: instructor });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Course nope does not exist.' } });
    const demo = await demoClassOf(server);
    const student = basicAuth(demo.emails[0] ?? '', demo.passphrase);
    expect((await server.call('GET', '/api/training-course/nope/manual', { auth: student })).status).toBe(401);
  });
});

describe("a student's place in the manual", () => {
  let trainingClass: TrainingClass;

  beforeAll(async () => {
    trainingClass = await runningClass((await createCourse(MANUAL_V1)).id, 'Progress class');
  });

  it('starts on step 1, moves, marks steps done and undone; the instructor reads every student’s place', async () => {
    const alice = studentOf(trainingClass, 0);
    const first = await server.call<StudentManual>('GET', '/api/training-class/manual', { auth: alice });
    expect(first.body.progress).toMatchObject({ currentStep: 1, done: [] });

    const moved = await setProgress(alice, { currentStep: 2 });
    expect(moved.body).toMatchObject({ currentStep: 2, done: [] });
    expect(Date.parse(moved.body.stepSince)).toBeGreaterThanOrEqual(Date.parse(first.body.progress.stepSince));
    const marked = await setProgress(alice, { mark: { step: 2, done: true } });
    // Marking keeps the student on the step, and its clock running.
    expect(marked.body).toEqual({ currentStep: 2, stepSince: moved.body.stepSince, done: [2] });
    await setProgress(alice, { mark: { step: 1, done: true } });
    expect((await setProgress(alice, { mark: { step: 2, done: false } })).body.done).toEqual([1]);

    // The place follows the student: a new sign-in (another PC) reads it back.
    const again = await server.call<StudentManual>('GET', '/api/training-class/manual', { auth: alice });
    expect(again.body.progress).toMatchObject({ currentStep: 2, done: [1] });

    const { status, body } = await server.call<ClassManual>('GET', `/api/training-class/${trainingClass.id}/manual`, {
      auth: instructor,
    });
    expect(status).toBe(200);
    expect(body.stepTitles).toEqual(['Sign in', 'Add a route', 'Check']);
    expect(body.students).toEqual([{ email: trainingClass.emails[0], ...again.body.progress }]);
  });

  it('refuses an unknown step or a body that names none, with a clear 400, and changes nothing', async () => {
    const bob = studentOf(trainingClass, 1);
    await setProgress(bob, { currentStep: 3 });
    const refusals: Array<[unknown, string]> = [
      [{ currentStep: 4 }, 'Step 4 does not exist: the manual has steps 1 to 3.'],
      [{ mark: { step: 9, done: true } }, 'Step 9 does not exist: the manual has steps 1 to 3.'],
      [{ currentStep: 0 }, 'currentStep must be between 1 and 1000000.'],
      [{ currentStep: 'two' }, 'currentStep is required and must be an integer.'],
      [{ mark: { step: 2 } }, 'mark.done must be true or false.'],
      [{}, 'The body must name a currentStep, a mark such as { "step": 2, "done": true }, or both.'],
    ];
    for (const [body, message] of refusals) {
      const refused = await setProgress(bob, body);
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message });
    }
    const manual = await server.call<StudentManual>('GET', '/api/training-class/manual', { auth: bob });
    expect(manual.body.progress).toMatchObject({ currentStep: 3, done: [] });
  });

  it('refuses a class whose course had no manual, with a 404 that says so', async () => {
    const { id, name, student } = withoutManual;
    const message = `Class ${name} has no manual: its course had none when the class was created.`;
    const read = await server.call<ApiErrorBody>('GET', '/api/training-class/manual', { auth: student });
    expect(read).toMatchObject({ status: 404, body: { error: 'not_found', message } });
    const set = await setProgress(student, { currentStep: 1 });
    expect({ status: set.status, message: set.body.message }).toEqual({ status: 404, message });
    const forClass = await server.call<ApiErrorBody>('GET', `/api/training-class/${id}/manual`, {
      auth: instructor,
    });
    expect(forClass).toMatchObject({ status: 404, body: { message } });
  });

  it('lets only a signed-in student set their own place, and only an instructor read the class’s', async () => {
    const student = studentOf(trainingClass, 0);
    const wrong = basicAuth(trainingClass.emails[0] ?? '', 'not the passphrase');
    expect((await server.call('GET', '/api/training-class/manual')).status).toBe(401);
    expect((await server.call('GET', '/api/training-class/manual', { auth: wrong })).status).toBe(401);
    expect((await setProgress(wrong, { currentStep: 1 })).status).toBe(401);
    // An instructor's token is not a student: there is no "own place" to set.
    expect((await setProgress(instructor, { currentStep: 1 })).status).toBe(401);
    const classManual = `/api/training-class/${trainingClass.id}/manual`;
    for (const auth of [undefined, student, { bearer: 'garbage' }]) {
      expect((await server.call('GET', classManual, { auth })).status).toBe(401);
    }
    const missing = await server.call<ApiErrorBody>('GET', '/api/training-class/nope/manual', { auth: instructor });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Class nope does not exist.' } });
  });

  it('tells the class monitor’s push channel of each change of a student’s place', async () => {
    const token = 'bearer' in instructor ? instructor.bearer : '';
    const events = await openEventStream<ClassLabChange>(
      `${server.url}/api/training-class/${trainingClass.id}/events`,
      `Bearer ${token}`,
      'lab-changed',
    );
    try {
      expect(events.response.status).toBe(200);
      await setProgress(studentOf(trainingClass, 1), { mark: { step: 1, done: true } });
      const change = await eventually(async () => events.received.find((item) => item.reason === 'manual'), 2000);
      expect(change).toEqual({ email: trainingClass.emails[1], reason: 'manual' });
    } finally {
      events.close();
    }
  });
});
