import type {
  ConsoleTicket,
  LabMachine,
  PowerStateResponse,
  RevertResponse,
  StudentLoginResponse,
  TrainingCourse,
} from '@academy/api';
import { specRefusalTexts } from '@academy/power-rules';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import WebSocket from 'ws';
import { runningCheckClass } from '../../../test-support/check-classes';
import { sharedTestServer } from '../../../test-support/shared-test-server';
import { ownRunningClass } from '../../../test-support/test-classes';
import { type Auth, basicAuth, eventually, type TestServer } from '../../../test-support/test-server';
import { consoleUrl } from '../../console/console-url';
import { STEP_SECONDS, stepMs } from '../../hypervisor/simulated/timings';

let server: TestServer;
let alice: Auth;
let bob: Auth;
let aliceEmail: string;

async function login(auth: Auth): Promise<StudentLoginResponse> {
  const { status, body } = await server.call<StudentLoginResponse>('POST', '/api/training-class/login', { auth });
  expect(status).toBe(200);
  return body;
}

async function machineNamed(auth: Auth, prefix: string): Promise<LabMachine> {
  const machine = (await login(auth)).vms.find((vm) => vm.name.startsWith(prefix));
  if (!machine) throw new Error(`no machine ${prefix}`);
  return machine;
}

function command(auth: Auth, vm: string, name: string) {
  return server.call<PowerStateResponse & { message: string }>('POST', `/api/training-class/vm/${vm}/power/${name}`, {
    auth,
  });
}

beforeAll(async () => {
  server = await sharedTestServer();
  const running = await ownRunningClass(server, { bearer: await server.instructorToken() }, 'Labs');
  aliceEmail = running.emails[0] ?? '';
  alice = basicAuth(aliceEmail, running.passphrase);
  bob = basicAuth(running.emails[1] ?? '', running.passphrase);
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
});

describe('POST /api/training-class/login', () => {
  it('answers the class, the provisioned lab and the expected machine count', async () => {
    const body = await login(alice);
    expect(body.trainingClass).toMatchObject({ status: 'RUNNING', emails: [aliceEmail] });
    expect(body.expectedVmCount).toBe(3);
    expect(body.vms.map((vm) => vm.name)).toEqual([
      'DC01 - Domain Controller',
      'SRV01 - Member Server',
      'CLIENT01 - Windows 11',
    ]);
    expect(body.vms.every((vm) => vm.power_state === 'POWERED_ON')).toBe(true);
    expect(body.vms.map((vm) => vm.vm_ware_tools)).toEqual([true, true, false]);
  });

  it('accepts the username in any case', async () => {
    if (!('basic' in alice)) throw new Error('basic');
    await login(basicAuth(aliceEmail.toUpperCase(), alice.basic.passphrase));
  });

  it('gives each student a lab of their own', async () => {
    const mine = (await login(alice)).vms.map((vm) => vm.vm);
    const theirs = (await login(bob)).vms.map((vm) => vm.vm);
    expect(mine.filter((vm) => theirs.includes(vm))).toEqual([]);
  });
});

describe('student authentication', () => {
  const routes = [
    ['POST', '/api/training-class/login'],
    ['POST', '/api/training-class/revert'],
    ['GET', '/api/training-class/vm/vm-x/power'],
    ['POST', '/api/training-class/vm/vm-x/power/start'],
    ['POST', '/api/training-class/vm/vm-x/ticket'],
  ] as const;

  it('refuses a missing, malformed, wrong or instructor credential on every student call with 401', async () => {
    const token = await server.instructorToken();
    const wrong: Array<Auth | undefined> = [
      undefined,
      { header: 'Basic' },
      { header: 'Basic %%%not-base64%%%' },
      { header: `Basic ${Buffer.from('no-colon').toString('base64')}` },
      basicAuth(aliceEmail, 'wrong-passphrase-0000'),
      basicAuth('nobody@academy.test', 'amber-river-4821'),
      { bearer: token },
    ];
    for (const [method, path] of routes) {
      for (const auth of wrong) {
        const { status, body } = await server.call<{ error: string; message: string }>(method, path, { auth });
        expect({ method, path, auth, status }).toEqual({ method, path, auth, status: 401 });
        expect(body.error).toBe('unauthorized');
      }
    }
  });

  it('refuses a student whose class has not started', async () => {
    const bearer = await server.instructorToken();
    const courses = await server.call<Array<{ id: string }>>('GET', '/api/training-course', { auth: { bearer } });
    const start = new Date(Date.now() + 10 * 86_400_000);
    start.setUTCHours(0, 0, 0, 0);
    const created = await server.call<{ emails: string[]; passphrase: string; status: string }>(
      'POST',
      '/api/training-class',
      {
        auth: { bearer },
        body: {
          name: 'Future class',
          courseId: courses.body[0]?.id,
          timeZone: 'UTC',
          startDate: start.toISOString(),
          endDate: new Date(start.getTime() + 2 * 86_400_000).toISOString(),
          instructor: 'instructor@academy.test',
          attendees: 1,
        },
      },
    );
    expect(created.body.status).toBe('SCHEDULED');
    const { status, body } = await server.call<{ message: string }>('POST', '/api/training-class/login', {
      auth: basicAuth(created.body.emails[0] ?? '', created.body.passphrase),
    });
    expect(status).toBe(401);
    expect(body.message).toMatch(/not started/);
  });
});

describe('GET /api/training-class/vm/{machineId}/power', () => {
  it("answers the machine's state", async () => {
    const dc = await machineNamed(alice, 'DC01');
    const { status, body } = await server.call('GET', `/api/training-class/vm/${dc.vm}/power`, { auth: alice });
    expect(status).toBe(200);
    expect(body).toEqual({ vm: dc.vm, powerState: 'POWERED_ON' });
  });

  it("answers 404 for another lab's machine and for an unknown one, never their state", async () => {
    const bobs = await machineNamed(bob, 'DC01');
    for (const vm of [bobs.vm, 'vm-does-not-exist']) {
      const { status, body } = await server.call<{ error: string }>('GET', `/api/training-class/vm/${vm}/power`, {
        auth: alice,
      });
      expect(status).toBe(404);
      expect(body.error).toBe('not_found');
      expect(JSON.stringify(body)).not.toContain('POWERED');
    }
  });
});

describe('POST /api/training-class/vm/{machineId}/power/{command}', () => {
  it('answers after the transition with the settled state, and refuses per state with the spec texts', async () => {
    const { vm } = await machineNamed(alice, 'DC01');

    expect((await command(alice, vm, 'start')).body.message).toBe(specRefusalTexts['already-on']);
    expect(await command(alice, vm, 'stop')).toMatchObject({ status: 200, body: { vm, powerState: 'POWERED_OFF' } });
    for (const refused of ['stop', 'reset', 'shutdown']) {
      const { status, body } = await command(alice, vm, refused);
      expect({ refused, status, message: body.message }).toEqual({
        refused,
        status: 409,
        message: specRefusalTexts['already-off'],
      });
    }
    expect((await command(alice, vm, 'suspend')).status).toBe(409);
    // Reboot is offered on a powered-off machine with tools (spec §4): it boots the machine.
    expect((await command(alice, vm, 'reboot')).body.powerState).toBe('POWERED_ON');

    expect((await command(alice, vm, 'suspend')).body.powerState).toBe('SUSPENDED');
    for (const refused of ['stop', 'reset', 'shutdown', 'reboot', 'suspend']) {
      const { status, body } = await command(alice, vm, refused);
      expect({ refused, status }).toEqual({ refused, status: 409 });
      expect(body.message).toMatch(/SUSPENDED/);
    }
    expect((await command(alice, vm, 'refresh')).body.powerState).toBe('SUSPENDED');
    expect((await command(alice, vm, 'start')).body.powerState).toBe('POWERED_ON');

    expect((await command(alice, vm, 'reset')).body.powerState).toBe('POWERED_ON');
    expect((await command(alice, vm, 'reboot')).body.powerState).toBe('POWERED_ON');
    expect((await command(alice, vm, 'shutdown')).body.powerState).toBe('POWERED_OFF');
    const after = await server.call('GET', `/api/training-class/vm/${vm}/power`, { auth: alice });
    expect(after.body).toEqual({ vm, powerState: 'POWERED_OFF' });
    expect((await command(alice, vm, 'start')).body.powerState).toBe('POWERED_ON');
  });

  it('refuses reboot and shutdown on a machine without VMware Tools', async () => {
    const client = await machineNamed(alice, 'CLIENT01');
    expect(client.vm_ware_tools).toBe(false);
    for (const refused of ['reboot', 'shutdown']) {
      const { status, body } = await command(alice, client.vm, refused);
      expect({ refused, status }).toEqual({ refused, status: 409 });
      expect(body.message).toMatch(/VMware Tools/);
    }
    expect((await command(alice, client.vm, 'reset')).body.powerState).toBe('POWERED_ON');
  });

  it('refuses a command while another one runs on the machine, but still answers refresh', async () => {
    const { vm } = await machineNamed(alice, 'SRV01');
    // Sent together: whichever command the server takes first runs, the other is refused as busy, and the refresh is
    // answered meanwhile. A reboot here lasts 100 ms: on a busy machine the second call can reach the server after
    // the first one ended, and is then rightly run (both answer 200); the pair is sent again until they meet.
    let refused: { status: number; body: { message: string } } | undefined;
    for (let attempt = 0; attempt < 10 && !refused; attempt++) {
      const [reboot, reset, refresh] = await Promise.all([
        command(alice, vm, 'reboot'),
        command(alice, vm, 'reset'),
        command(alice, vm, 'refresh'),
      ]);
      expect([
        [200, 200],
        [200, 409],
      ]).toContainEqual([reboot.status, reset.status].sort());
      expect(refresh).toMatchObject({ status: 200, body: { powerState: 'POWERED_ON' } });
      refused = [reboot, reset].find((answer) => answer.status === 409);
    }
    expect(refused?.body.message).toMatch(/busy/);
  });

  it('answers 400 for an unknown command and 404 for a machine outside the lab', async () => {
    const { vm } = await machineNamed(alice, 'DC01');
    const unknown = await command(alice, vm, 'explode');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: 'bad_request' });
    const bobs = await machineNamed(bob, 'DC01');
    expect((await command(alice, bobs.vm, 'stop')).status).toBe(404);
    expect((await server.call('GET', `/api/training-class/vm/${bobs.vm}/power`, { auth: bob })).body).toMatchObject({
      powerState: 'POWERED_ON',
    });
  });
});

describe('POST /api/training-class/vm/{machineId}/ticket', () => {
  it('issues a one-time console address on the origin the student called, which the console server accepts', async () => {
    const { vm } = await machineNamed(alice, 'DC01');
    const { status, body } = await server.call<{ vm: string; ticket: string; expiresAt: string }>(
      'POST',
      `/api/training-class/vm/${vm}/ticket`,
      { auth: alice },
    );
    expect(status).toBe(200);
    expect(body.vm).toBe(vm);
    expect(body.ticket).toMatch(new RegExp(`^ws://${server.url.replace('http://', '')}/console/[A-Za-z0-9_-]+$`));
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());

    const greeting = await new Promise<string>((resolve, reject) => {
      const socket = new WebSocket(body.ticket, ['binary']);
      socket.once('message', (data: Buffer) => {
        resolve(data.toString('latin1'));
        socket.close();
      });
      socket.once('error', reject);
    });
    expect(greeting).toBe('RFB 003.008\n');
  });

  it('points the ticket at the configured public origin, whatever Host or X-Forwarded-Host a client sends', async () => {
    const { vm } = await machineNamed(alice, 'DC01');
    const { body } = await server.call<{ ticket: string }>('POST', `/api/training-class/vm/${vm}/ticket`, {
      auth: alice,
      headers: { host: 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    });
    expect(body.ticket).not.toContain('evil.example');
    expect(body.ticket.startsWith(`ws://${new URL(server.config.publicOrigin).host}/console/`)).toBe(true);
  });

  it('answers wss when the public origin is https', () => {
    expect(consoleUrl('https://academy.example', 'abc')).toBe('wss://academy.example/console/abc');
  });

  it('gives no ticket for a powered-off machine, nor for another lab', async () => {
    const { vm } = await machineNamed(bob, 'SRV01');
    await command(bob, vm, 'stop');
    const off = await server.call<{ message: string }>('POST', `/api/training-class/vm/${vm}/ticket`, { auth: bob });
    expect(off.status).toBe(409);
    expect(off.body.message).toMatch(/POWERED_OFF/);
    expect((await server.call('POST', `/api/training-class/vm/${vm}/ticket`, { auth: alice })).status).toBe(404);
  });
});

describe("the console tickets say the course machine's keyboard layout", () => {
  it('a machine of a course that sets German says de, another machine of the course us', async () => {
    const instructor: Auth = { bearer: await server.instructorToken() };
    const course = await server.call<TrainingCourse>('POST', '/api/training-course', {
      auth: instructor,
      body: {
        name: 'Linux in German (tickets)',
        description: 'A German guest and a US one.',
        folder: 'group-v102',
        status: 'ACTIVE',
        vms: ['vm-tpl-1021', 'vm-tpl-1022'],
        keyboardLayouts: [{ vm: 'vm-tpl-1021', layout: 'de' }],
      },
    });
    expect(course.status).toBe(201);
    const running = await runningCheckClass(server, instructor, {
      name: 'German tickets',
      course: course.body,
      attendees: 1,
    });
    const student = basicAuth(running.emails[0] ?? '', running.passphrase);
    // A lab's machines come in the course's order.
    const [german, us] = (running.labs[0]?.vms ?? []).map(({ vm }) => vm);
    const ticketOf = (vm: string | undefined) =>
      server.call<ConsoleTicket>('POST', `/api/training-class/vm/${vm}/ticket`, { auth: student });

    const germanTicket = await ticketOf(german);
    expect(germanTicket.status).toBe(200);
    expect(germanTicket.body).toMatchObject({
      vm: german,
      keyboardLayout: 'de',
      fileUploadMaxBytes: server.config.fileUploadMaxBytes,
    });
    expect((await ticketOf(us)).body).toMatchObject({ vm: us, keyboardLayout: 'us' });

    // The instructor's ticket from the class monitor says the same, watching or in control.
    const monitorTicketOf = (vm: string | undefined, mode: 'view' | 'control') =>
      server.call<ConsoleTicket>('POST', `/api/training-class/${running.id}/vm/${vm}/ticket`, {
        auth: instructor,
        body: { mode },
      });
    expect((await monitorTicketOf(german, 'view')).body).toMatchObject({ vm: german, keyboardLayout: 'de' });
    expect((await monitorTicketOf(german, 'control')).body).toMatchObject({ vm: german, keyboardLayout: 'de' });
    expect((await monitorTicketOf(us, 'view')).body).toMatchObject({ vm: us, keyboardLayout: 'us' });
  });
});

describe('console access ends with the machine', () => {
  async function ticketFor(auth: Auth, vm: string): Promise<string> {
    return (await server.call<{ ticket: string }>('POST', `/api/training-class/vm/${vm}/ticket`, { auth })).body.ticket;
  }

  /** Opens the console and resolves once the server greets; `closed` resolves when the server closes it. */
  function openConsoleSocket(url: string): Promise<{ closed: Promise<void> }> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, ['binary']);
      const closed = new Promise<void>((done) => socket.once('close', () => done()));
      socket.once('message', () => resolve({ closed }));
      socket.once('error', reject);
    });
  }

  function refusal(url: string): Promise<number> {
    return new Promise((resolve) => {
      const socket = new WebSocket(url, ['binary']);
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('open', () => resolve(101));
    });
  }

  it('closes an open console and voids an unused ticket when the student stops the machine', async () => {
    const { vm } = await machineNamed(bob, 'DC01');
    const open = await openConsoleSocket(await ticketFor(bob, vm));
    const unused = await ticketFor(bob, vm);
    await command(bob, vm, 'stop');
    await open.closed;
    expect(await refusal(unused)).toBe(403);
    await command(bob, vm, 'start');
  });

  it('closes every console of the lab when the student reverts it', async () => {
    const { vm } = await machineNamed(bob, 'DC01');
    const open = await openConsoleSocket(await ticketFor(bob, vm));
    const unused = await ticketFor(bob, vm);
    await server.call('POST', '/api/training-class/revert', { auth: bob });
    await open.closed;
    expect(await refusal(unused)).toBe(403);
    await server.call('POST', '/__test__/settle');
  });
});

describe('POST /api/training-class/revert', () => {
  it('replaces the lab: answers the machines so far, then provisions them again one by one', async () => {
    const before = (await login(bob)).vms.map((vm) => vm.vm);
    const { status, body } = await server.call<{ vms: LabMachine[]; expectedVmCount: number }>(
      'POST',
      '/api/training-class/revert',
      { auth: bob },
    );
    expect(status).toBe(200);
    expect(body.expectedVmCount).toBe(3);
    expect(body.vms.length).toBeLessThan(3);

    const seen = new Set<string>();
    const after = await eventually(async () => {
      const { vms } = await login(bob);
      seen.add(`${vms.length}/${vms.filter((vm) => vm.power_state === 'POWERED_ON').length}`);
      return vms.length === 3 && vms.every((vm) => vm.power_state === 'POWERED_ON') ? vms : undefined;
    });
    expect(after.map((vm) => vm.vm).filter((vm) => before.includes(vm))).toEqual([]);
    expect(seen.size).toBeGreaterThan(2);
    expect((await server.call('GET', `/api/training-class/vm/${before[0]}/power`, { auth: bob })).status).toBe(404);
    // Alice's lab is untouched.
    expect((await login(alice)).vms).toHaveLength(3);
  });

  it('says when the next machine is due while the lab is provisioned again, and nothing once it is complete', async () => {
    const { hypervisor } = server.config;
    if (hypervisor.kind !== 'simulated') throw new Error('the API tests run on the simulated hypervisor');
    const { speed } = hypervisor;
    const steps = Object.keys(STEP_SECONDS) as Array<keyof typeof STEP_SECONDS>;
    const longestStep = Math.max(...steps.map((step) => stepMs(step, speed)));
    expect((await login(bob)).nextMachineDueInMs).toBeNull();

    const { body } = await server.call<RevertResponse>('POST', '/api/training-class/revert', { auth: bob });
    expect(body.nextMachineDueInMs).toBeGreaterThanOrEqual(0);
    expect(body.nextMachineDueInMs).toBeLessThanOrEqual(stepMs('clone', speed));

    const dues: number[] = [];
    await eventually(async () => {
      const lab = await login(bob);
      const complete = lab.vms.length === 3 && lab.vms.every((vm) => vm.power_state === 'POWERED_ON');
      if (!complete && typeof lab.nextMachineDueInMs === 'number') dues.push(lab.nextMachineDueInMs);
      return complete ? lab : undefined;
    });
    expect(dues.length).toBeGreaterThan(0);
    for (const due of dues) expect(due).toBeLessThanOrEqual(longestStep);
    await server.call('POST', '/__test__/settle');
    expect((await login(bob)).nextMachineDueInMs).toBeNull();
  });
});
