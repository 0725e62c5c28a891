import type { ApiErrorBody, StudentManual, TrainingClass, TrainingCourse } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sharedTestServer } from '../../../test-support/shared-test-server';
import { createTwoStudentClass } from '../../../test-support/test-classes';
import { type Auth, basicAuth, type TestServer } from '../../../test-support/test-server';

let server: TestServer;
let instructor: Auth;

const SCRIPT_LINE = 'ip route show | grep -q 10.0.0.0/8-secret-script';
const HINT = 'Add the route through 10.1.1.1 first (a hint only a failed check shows).';
const MANUAL =
  '# Routing lab\n\n## Sign in\n\nUse `admin`.\n\n## Add a route\n\n```sh\nip route add 10.0.0.0/8 via 10.1.1.1\n```\n\n' +
  `\`\`\`check machine="router01 - VyOS Router" timeout=20 hint="${HINT}"\n${SCRIPT_LINE}\n\`\`\`\n\nThen ping.\n`;

const course = {
  name: 'Routing with a check',
  description: 'Static routes, checked.',
  folder: 'group-v102',
  status: 'ACTIVE',
  vms: ['vm-tpl-1021', 'vm-tpl-1022'],
};

function saveCourse(method: 'POST' | 'PUT', path: string, body: object) {
  return server.call<TrainingCourse & ApiErrorBody>(method, path, { auth: instructor, body });
}

async function listCourses(): Promise<TrainingCourse[]> {
  return (await server.call<TrainingCourse[]>('GET', '/api/training-course', { auth: instructor })).body;
}

beforeAll(async () => {
  server = await sharedTestServer();
  instructor = { bearer: await server.instructorToken() };
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
});

describe('saving a manual with checks', () => {
  it("keeps the whole manual in the instructors' answers", async () => {
    const { status, body } = await saveCourse('POST', '/api/training-course', { ...course, manual: MANUAL });
    expect(status).toBe(201);
    expect(body.manual).toBe(MANUAL);
    expect((await listCourses()).find((item) => item.id === body.id)?.manual).toBe(MANUAL);
  });

  it('refuses a check on a machine the course does not have, or a malformed one, with the step and why, and changes nothing', async () => {
    const created = (await saveCourse('POST', '/api/training-course', { ...course, manual: MANUAL })).body;
    const refusals = {
      'another folder machine': [
        { ...course, manual: MANUAL.replace('router01 - VyOS Router', 'host-b - Ubuntu 24.04') },
        "Step 2: the check names 'host-b - Ubuntu 24.04', which this course does not have.",
      ],
      'a machine the course no longer has (the manual kept, as a body without one keeps it)': [
        { ...course, vms: ['vm-tpl-1022'], manual: undefined },
        "Step 2: the check names 'router01 - VyOS Router', which this course does not have.",
      ],
      'a timeout over 120 s': [
        { ...course, manual: MANUAL.replace('timeout=20', 'timeout=300') },
        'Step 2: timeout=300 is over 120 seconds.',
      ],
      'cmd on a Linux machine': [
        { ...course, manual: MANUAL.replace('timeout=20', 'shell=cmd') },
        `Step 2: shell="cmd" is for Windows, and 'router01 - VyOS Router' runs Linux (sh).`,
      ],
      'an empty script': [
        { ...course, manual: MANUAL.replace(`${SCRIPT_LINE}\n`, '') },
        "Step 2: the check on 'router01 - VyOS Router' has no script.",
      ],
    } satisfies Record<string, [object, string]>;
    for (const [name, [body, message]] of Object.entries(refusals)) {
      const answer = await saveCourse('PUT', `/api/training-course/${created.id}`, body);
      expect({ name, status: answer.status, message: answer.body.message }).toEqual({ name, status: 400, message });
    }
    const refusedNew = await saveCourse('POST', '/api/training-course', {
      ...course,
      name: 'Never saved',
      manual: MANUAL.replace('machine="router01 - VyOS Router"', 'machine="DC02"'),
    });
    expect(refusedNew.status).toBe(400);
    expect(refusedNew.body.message).toBe("Step 2: the check names 'DC02', which this course does not have.");
    const courses = await listCourses();
    expect(courses.find((item) => item.id === created.id)).toEqual(created);
    expect(courses.some((item) => item.name === 'Never saved')).toBe(false);
  });
});

describe("what a course's students receive", () => {
  let trainingClass: TrainingClass;
  let student: Auth;

  beforeAll(async () => {
    const created = (await saveCourse('POST', '/api/training-course', { ...course, manual: MANUAL })).body;
    trainingClass = await createTwoStudentClass(server, instructor, {
      name: 'Routing with a check, week 1',
      courseId: created.id,
      startsInDays: -1,
    });
    student = basicAuth(trainingClass.emails[0] ?? '', trainingClass.passphrase);
  });

  it("is the students' copy: the manual with each check as a marker, in no answer a script or a hint", async () => {
    const manual = await server.call<StudentManual>('GET', '/api/training-class/manual', { auth: student });
    expect(manual.status).toBe(200);
    expect(manual.body.markdown).toBe(MANUAL.replace(/```check [^\n]*\n[^\n]*\n```/, '```check id="2-1"\n```'));
    expect(manual.body.stepCount).toBe(2);
    const answers = [
      manual,
      await server.call('POST', '/api/training-class/login', { auth: student }),
      await server.call('PUT', '/api/training-class/manual/progress', { auth: student, body: { currentStep: 2 } }),
      await server.call('GET', '/api/training-class/help', { auth: student }),
      await server.call('GET', '/api/training-class/classroom', { auth: student }),
      await server.call('GET', '/api/training-class/messages', { auth: student }),
      await server.call('GET', '/api/training-class/presentation', { auth: student }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(400);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain('secret-script');
      expect(text).not.toContain('a hint only a failed check shows');
    }
  });
});
