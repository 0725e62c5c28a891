import type { TrainingClass, TrainingCourse } from '@academy/api';
import type { TestClassView } from '../src/test-hooks/test-hooks';
import { type Auth, eventually, type TestServer } from './test-server';

const DAY_MS = 86_400_000;

/** The simulated guests' account (hypervisor/simulated/guest/guest-system.ts). */
export const GUEST_ACCOUNT = { username: 'academy', password: 'Passw0rd!' } as const;

/**
 * A course with `manual` of the Linux folder (the simulator's, unless `folder` names vCenter's), each machine's guest
 * account the guests' own unless `passwords` gives another.
 */
export async function createCheckCourse(
  server: TestServer,
  instructor: Auth,
  input: { name: string; manual: string; vms: string[]; folder?: string; passwords?: Record<string, string> },
): Promise<TrainingCourse> {
  const { status, body } = await server.call<TrainingCourse>('POST', '/api/training-course', {
    auth: instructor,
    body: {
      name: input.name,
      description: 'Checked in the guests.',
      folder: input.folder ?? 'group-v102',
      status: 'ACTIVE',
      vms: input.vms,
      manual: input.manual,
      guestAccounts: input.vms.map((vm) => ({
        vm,
        username: GUEST_ACCOUNT.username,
        password: input.passwords?.[vm] ?? GUEST_ACCOUNT.password,
      })),
    },
  });
  if (status !== 201) throw new Error(`POST /api/training-course answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** A class of `course` begun yesterday with `attendees` students, once every lab's machines are made and on. */
export async function runningCheckClass(
  server: TestServer,
  instructor: Auth,
  input: { name: string; course: TrainingCourse; attendees: number },
): Promise<TestClassView> {
  const firstDay = new Date(Date.now() - DAY_MS);
  firstDay.setUTCHours(0, 0, 0, 0);
  const created = await server.call<TrainingClass>('POST', '/api/training-class', {
    auth: instructor,
    body: {
      name: input.name,
      courseId: input.course.id,
      timeZone: 'UTC',
      startDate: firstDay.toISOString(),
      endDate: new Date(firstDay.getTime() + 3 * DAY_MS).toISOString(),
      instructor: 'teacher@academy.test',
      attendees: input.attendees,
    },
  });
  if (created.status !== 201) throw new Error(`POST /api/training-class answered ${created.status}`);
  return eventually(async () => {
    const running = (await server.classes()).find((item) => item.id === created.body.id);
    const ready =
      running?.labs.length === input.attendees &&
      running.labs.every(
        (lab) => lab.vms.length === input.course.vms.length && lab.vms.every((vm) => vm.power_state === 'POWERED_ON'),
      );
    return ready ? running : undefined;
  }, 60_000);
}
