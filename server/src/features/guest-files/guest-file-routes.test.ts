import { randomBytes } from 'node:crypto';
import {
  type AuditEntry,
  type ConsoleTicket,
  FILE_UPLOAD_MAX_BYTES,
  type SendFileAnswer,
  type StudentLoginResponse,
  type TrainingCourse,
  WATCHING_INSTRUCTOR_FILE_REFUSAL,
} from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createCheckCourse, runningCheckClass } from '../../../test-support/check-classes';
import { sha256, type UploadAnswer, upload } from '../../../test-support/file-upload';
import { openInstructorConsole } from '../../../test-support/instructor-console';
import { sharedTestServer } from '../../../test-support/shared-test-server';
import { ownRunningClass } from '../../../test-support/test-classes';
import { type Auth, basicAuth, eventually, type TestServer } from '../../../test-support/test-server';
import type { TestClassView } from '../../test-hooks/test-hooks';

let server: TestServer;
let instructor: Auth;
let course: TrainingCourse;
let trainingClass: TestClassView;
let alice: Auth;
/** Alice's host-a (Tools, the course's folder /tmp) and host-b (Tools, the account's home). */
let hostA: string;
let hostB: string;

const MB = 1024 * 1024;

function send(auth: Auth, vm: string, name: string | undefined, bytes: Uint8Array, more = {}) {
  const query = name === undefined ? '' : `?name=${encodeURIComponent(name)}`;
  return upload(server.url, `/api/training-class/vm/${vm}/files${query}`, { auth, bytes, ...more });
}

async function answered(sent: Promise<UploadAnswer | 'left'>): Promise<UploadAnswer> {
  const answer = await sent;
  if (answer === 'left') throw new Error('the upload left');
  return answer;
}

const pathsOf = async (vm: string) => (await server.call<string[]>('GET', `/__test__/machines/${vm}/files`)).body;

async function digestOf(vm: string, path: string) {
  const { status, body } = await server.call<{ size: number; sha256: string }>(
    'GET',
    `/__test__/machines/${vm}/files?path=${encodeURIComponent(path)}`,
  );
  return status === 200 ? body : undefined;
}

async function auditOf(vm: string): Promise<AuditEntry[]> {
  const { body } = await server.call<AuditEntry[]>('GET', `/api/training-class/${trainingClass.id}/audit`, {
    auth: instructor,
  });
  return body.filter((entry) => entry.action === 'file-sent' && entry.target === vm);
}

beforeAll(async () => {
  server = await sharedTestServer();
  instructor = { bearer: await server.instructorToken() };
  course = await createCheckCourse(server, instructor, {
    name: 'Files into Linux guests',
    manual: '',
    vms: ['vm-tpl-1022', 'vm-tpl-1023'],
  });
  const saved = await server.call<TrainingCourse>('PUT', `/api/training-course/${course.id}`, {
    auth: instructor,
    body: {
      ...course,
      guestAccounts: undefined,
      fileFolders: [{ vm: 'vm-tpl-1022', folder: '/tmp' }],
    },
  });
  expect(saved.status).toBe(200);
  trainingClass = await runningCheckClass(server, instructor, { name: 'Sending files', course, attendees: 2 });
  alice = basicAuth(trainingClass.emails[0] ?? '', trainingClass.passphrase);
  const login = await server.call<StudentLoginResponse>('POST', '/api/training-class/login', { auth: alice });
  const machine = (name: string) => login.body.vms.find((vm) => vm.name.startsWith(name))?.vm ?? '';
  hostA = machine('host-a');
  hostB = machine('host-b');
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
});

describe('POST /api/training-class/vm/{machineId}/files', () => {
  it('copies 10 MB byte for byte into the course folder, streamed, and says where it landed', async () => {
    const bytes = randomBytes(10 * MB);
    // Half is held back until the guest has it: a server that read the body whole first would never get there.
    const answer = await answered(
      send(alice, hostA, 'disk image.bin', bytes, {
        holdAt: 5 * MB,
        beforeRest: async () => {
          await eventually(
            async () => ((await digestOf(hostA, '/tmp/disk image.bin'))?.size ?? 0) >= 5 * MB || undefined,
            10_000,
          );
          return 'go-on';
        },
      }),
    );
    expect(answer.status).toBe(200);
    const sent = answer.body as unknown as SendFileAnswer;
    expect(sent).toMatchObject({ path: '/tmp/disk image.bin', bytes: 10 * MB });
    expect(sent.durationMs).toBeGreaterThanOrEqual(0);
    expect(await digestOf(hostA, sent.path)).toEqual({ size: bytes.length, sha256: sha256(bytes) });
    expect((await auditOf(hostA)).map((entry) => entry.detail)).toContain('disk image.bin, 10 MB');
  });

  it("goes to the account's home without a course folder, a name taken numbered before its extension", async () => {
    const [first, second] = [randomBytes(1000), randomBytes(2000)];
    const one = await answered(send(alice, hostB, 'notes.txt', first));
    const two = await answered(send(alice, hostB, 'notes.txt', second));
    expect([one.body.path, two.body.path]).toEqual(['/home/academy/notes.txt', '/home/academy/notes (2).txt']);
    expect((await digestOf(hostB, '/home/academy/notes (2).txt'))?.sha256).toBe(sha256(second));
  });

  it('refuses 2 GB announced at once (413, the sizes said), reading none of it', async () => {
    const before = await pathsOf(hostA);
    const started = Date.now();
    const answer = await answered(send(alice, hostA, 'huge.iso', randomBytes(64 * 1024), { announced: 2 * 1024 ** 3 }));
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('huge.iso is 2.0 GB; files up to 100 MB can be sent.');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await pathsOf(hostA)).toEqual(before);
    const [refused] = (await auditOf(hostA)).filter((entry) => entry.detail === 'huge.iso, 2.0 GB');
    expect(refused?.outcome).toBe('refused');
  });

  it.each([
    [
      'a path going up',
      '../etc/passwd',
      "../etc/passwd is a path: only a file's own name can be sent, without / or \\.",
    ],
    ['a Windows path', '..\\boot.ini', "..\\boot.ini is a path: only a file's own name can be sent, without / or \\."],
    ['..', '..', '.. is not a file name.'],
    ['no name', undefined, 'The file has no name.'],
    ['a control character', 'a\nb', 'A file name cannot contain control characters.'],
    ['a name over 255 bytes', `${'é'.repeat(128)}`, 'The file name is 256 bytes long: at most 255 can be sent.'],
  ])('refuses %s (400, saying why), writing nothing', async (_case, name, message) => {
    const before = await pathsOf(hostA);
    const answer = await answered(send(alice, hostA, name, randomBytes(100)));
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
    expect(await pathsOf(hostA)).toEqual(before);
  });

  it('refuses a body without its size (411)', async () => {
    const answer = await answered(send(alice, hostA, 'a.txt', randomBytes(100), { announced: null }));
    expect(answer.status).toBe(411);
    expect(answer.body.message).toBe('Send the file with its size (Content-Length).');
  });

  it('leaves nothing in the guest when the sender leaves mid-way, or sends less than announced', async () => {
    const before = await pathsOf(hostA);
    const bytes = randomBytes(2 * MB);
    const left = await send(alice, hostA, 'half.bin', bytes, {
      holdAt: MB,
      beforeRest: async () => {
        await eventually(async () => ((await digestOf(hostA, '/tmp/half.bin'))?.size ?? 0) >= MB || undefined, 10_000);
        return 'leave';
      },
    });
    expect(left).toBe('left');
    await eventually(async () => (JSON.stringify(await pathsOf(hostA)) === JSON.stringify(before) ? true : undefined));
    const short = await send(alice, hostA, 'short.bin', bytes.subarray(0, MB), {
      announced: bytes.length,
      holdAt: MB,
      beforeRest: async () => 'leave',
    });
    expect(short).toBe('left');
    await eventually(async () => (JSON.stringify(await pathsOf(hostA)) === JSON.stringify(before) ? true : undefined));
  });

  it('holds the student to the pause (423, its words) and says a machine off, writing nothing', async () => {
    const pause = (paused: boolean) =>
      server.call('PUT', `/api/training-class/${trainingClass.id}/screens`, { auth: instructor, body: { paused } });
    expect((await pause(true)).status).toBe(200);
    try {
      const held = await answered(send(alice, hostB, 'paused.txt', randomBytes(10)));
      expect({ status: held.status, message: held.body.message }).toEqual({
        status: 423,
        message: 'Your instructor has paused the lab screens.',
      });
    } finally {
      await pause(false);
    }
    const bob = basicAuth(trainingClass.emails[1] ?? '', trainingClass.passphrase);
    const login = await server.call<StudentLoginResponse>('POST', '/api/training-class/login', { auth: bob });
    const bobsHostB = login.body.vms.find((vm) => vm.name.startsWith('host-b'))?.vm ?? '';
    expect((await server.call('POST', `/api/training-class/vm/${bobsHostB}/power/stop`, { auth: bob })).status).toBe(
      200,
    );
    await eventually(async () => {
      const state = await server.call<{ powerState: string }>('GET', `/api/training-class/vm/${bobsHostB}/power`, {
        auth: bob,
      });
      return state.body.powerState === 'POWERED_OFF' || undefined;
    });
    const off = await answered(send(bob, bobsHostB, 'off.txt', randomBytes(10)));
    expect({ status: off.status, message: off.body.message }).toEqual({
      status: 409,
      message: 'Start host-b - Ubuntu 24.04, then send the file again.',
    });
    // Another student's machine is not found, as one that does not exist.
    expect((await answered(send(alice, bobsHostB, 'x.txt', randomBytes(10)))).status).toBe(404);
  });

  it('says the largest file in the console ticket', async () => {
    const ticket = await server.call<ConsoleTicket>('POST', `/api/training-class/vm/${hostA}/ticket`, { auth: alice });
    expect(ticket.body.fileUploadMaxBytes).toBe(FILE_UPLOAD_MAX_BYTES);
  });
});

describe('an instructor sending a file into a student machine', () => {
  async function openConsole(mode: 'view' | 'control') {
    const opened = await openInstructorConsole(server, {
      instructor,
      classId: trainingClass.id,
      vm: hostB,
      student: alice,
      mode,
    });
    expect(opened.ticket.fileUploadMaxBytes).toBe(FILE_UPLOAD_MAX_BYTES);
    return opened;
  }

  it('is refused while watching, sends while in control (not held by the pause), and the trail says so', async () => {
    const viewer = await openConsole('view');
    try {
      const watching = await answered(send(instructor, hostB, 'from-watcher.txt', randomBytes(10)));
      expect({ status: watching.status, message: watching.body.message }).toEqual({
        status: 403,
        message: WATCHING_INSTRUCTOR_FILE_REFUSAL,
      });
    } finally {
      await viewer.close();
    }
    const controller = await openConsole('control');
    const pause = (paused: boolean) =>
      server.call('PUT', `/api/training-class/${trainingClass.id}/screens`, { auth: instructor, body: { paused } });
    expect((await pause(true)).status).toBe(200);
    try {
      const bytes = randomBytes(4096);
      const sent = await answered(send(instructor, hostB, 'handout.pdf', bytes));
      expect(sent.status).toBe(200);
      expect((await digestOf(hostB, '/home/academy/handout.pdf'))?.sha256).toBe(sha256(bytes));
    } finally {
      await pause(false);
      await controller.close();
    }
    expect((await auditOf(hostB)).map((entry) => entry.detail)).toContain('handout.pdf, 4.0 KB');
  });
});

describe('a file sent into a Windows machine', () => {
  it("lands on the account's Desktop; a name Windows keeps for a device is refused", async () => {
    const windows = await createCheckCourse(server, instructor, {
      name: 'Files into Windows',
      manual: '',
      folder: 'group-v101',
      vms: ['vm-tpl-1011', 'vm-tpl-1013'],
    });
    const running = await runningCheckClass(server, instructor, {
      name: 'Windows files',
      course: windows,
      attendees: 1,
    });
    const dana = basicAuth(running.emails[0] ?? '', running.passphrase);
    const login = await server.call<StudentLoginResponse>('POST', '/api/training-class/login', { auth: dana });
    const [dc01, client01] = ['DC01', 'CLIENT01'].map(
      (name) => login.body.vms.find((vm) => vm.name.startsWith(name)) ?? { vm: '', name: '' },
    );
    const bytes = randomBytes(300);
    const sent = await answered(send(dana, dc01?.vm ?? '', 'Report.txt', bytes));
    expect(sent.body.path).toBe('C:\\Users\\academy\\Desktop\\Report.txt');
    expect((await digestOf(dc01?.vm ?? '', 'C:\\Users\\academy\\Desktop\\Report.txt'))?.sha256).toBe(sha256(bytes));
    const reserved = await answered(send(dana, dc01?.vm ?? '', 'CON.txt', bytes));
    expect({ status: reserved.status, message: reserved.body.message }).toEqual({
      status: 400,
      message: 'CON.txt is a name Windows keeps for a device: rename the file.',
    });
    const noTools = await answered(send(dana, client01?.vm ?? '', 'Report.txt', bytes));
    expect({ status: noTools.status, message: noTools.body.message }).toEqual({
      status: 409,
      message: `VMware Tools is not running on ${client01?.name}.`,
    });
  });
});

describe('a course machine without a guest account', () => {
  it('is refused in words the student can pass on', async () => {
    const demo = await ownRunningClass(server, instructor, 'Files without an account');
    const carol = basicAuth(demo.emails[0] ?? '', demo.passphrase);
    const login = await server.call<StudentLoginResponse>('POST', '/api/training-class/login', { auth: carol });
    const machine = login.body.vms.find((vm) => vm.vm_ware_tools);
    const refused = await answered(send(carol, machine?.vm ?? '', 'a.txt', randomBytes(10)));
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 409,
      message: `${machine?.name} has no guest account to send files with: tell your instructor.`,
    });
  });
});
