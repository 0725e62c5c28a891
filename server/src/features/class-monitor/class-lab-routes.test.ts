import net from 'node:net';
import type {
  ClassLabChange,
  ConsoleTicket,
  HelpRequestState,
  PowerStateResponse,
  StudentLab,
  StudentLoginResponse,
} from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { decodeJwt } from 'jose';
import WebSocket from 'ws';
import { endedWithin, openEventStream } from '../../../test-support/server-sent-events';
import { createClassNextWeek, runningAndOtherClass } from '../../../test-support/test-classes';
import { type Auth, basicAuth, eventually, startTestServer, type TestServer } from '../../../test-support/test-server';
import type { TestClassView } from '../../test-hooks/test-hooks';

let server: TestServer;
let instructor: Auth;
let running: TestClassView;
let other: TestClassView;
let alice: Auth;
let aliceEmail: string;

const base = () => `/api/training-class/${running.id}`;

async function labs(): Promise<StudentLab[]> {
  const { status, body } = await server.call<StudentLab[]>('GET', `${base()}/labs`, { auth: instructor });
  expect(status).toBe(200);
  return body;
}

async function aliceLab(): Promise<StudentLab> {
  const lab = (await labs()).find((entry) => entry.email === aliceEmail);
  if (!lab) throw new Error('no lab of alice');
  return lab;
}

async function aliceMachine(index = 0): Promise<string> {
  const machine = (await aliceLab()).vms[index];
  if (!machine) throw new Error('no machine');
  return machine.vm;
}

function command(vm: string, name: string, classId = running.id) {
  return server.call<PowerStateResponse & { message: string }>(
    'POST',
    `/api/training-class/${classId}/vm/${vm}/power/${name}`,
    { auth: instructor },
  );
}

function bearerOf(auth: Auth): string {
  return 'bearer' in auth ? auth.bearer : '';
}

/** Reads the push channel: every `lab-changed` event until the reader is cancelled or the server ends the stream. */
async function openEvents(classId = running.id, token = bearerOf(instructor)) {
  const stream = await openEventStream<ClassLabChange>(
    `${server.url}/api/training-class/${classId}/events`,
    `Bearer ${token}`,
    'lab-changed',
  );
  return { ...stream, changes: stream.received };
}

async function openStreamWatchers(): Promise<number> {
  return (await server.call<{ watchers: number }>('GET', '/__test__/event-streams')).body.watchers;
}

beforeAll(async () => {
  server = await startTestServer();
  instructor = { bearer: await server.instructorToken() };
  ({ running, other } = await runningAndOtherClass(server, instructor));
  aliceEmail = running.emails[0] ?? '';
  alice = basicAuth(aliceEmail, running.passphrase);
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
});

describe('instructor authentication on the monitor calls', () => {
  const calls = (): Array<[string, string]> => [
    ['GET', `${base()}/labs`],
    ['GET', `${base()}/events`],
    ['POST', `${base()}/vm/vm-x/power/start`],
    ['POST', `${base()}/vm/vm-x/ticket`],
    ['GET', `${base()}/vm/vm-x/screenshot`],
    ['POST', `${base()}/labs/${aliceEmail}/revert`],
    ['DELETE', `${base()}/labs/${aliceEmail}/help`],
  ];

  it('refuses no credential and a student credential with 401', async () => {
    for (const [method, path] of calls()) {
      expect((await server.call(method, path)).status).toBe(401);
      expect((await server.call(method, path, { auth: alice })).status).toBe(401);
    }
  });

  it('answers 404 for a class that does not exist', async () => {
    for (const [method, path] of calls()) {
      const missing = path.replace(running.id, 'no-such-class');
      expect((await server.call(method, missing, { auth: instructor })).status).toBe(404);
    }
  });
});

describe('GET /api/training-class/{id}/labs', () => {
  it('lists every student in username order with the machines, expected count and hand', async () => {
    const body = await labs();
    expect(body.map((lab) => lab.email)).toEqual(
      [...running.emails].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
    );
    expect(body[0]).toMatchObject({ helpRequestedAt: null, expectedVmCount: 3 });
    expect(body[0]?.vms.map((vm) => vm.power_state)).toEqual(['POWERED_ON', 'POWERED_ON', 'POWERED_ON']);
  });

  it('answers a class without labs (scheduled or completed) with empty machine lists', async () => {
    const { status, body } = await server.call<StudentLab[]>('GET', `/api/training-class/${other.id}/labs`, {
      auth: instructor,
    });
    expect(status).toBe(200);
    expect(body.map((lab) => lab.vms)).toEqual([[], []]);
  });
});

describe('raised hands', () => {
  it('a student raises and lowers a hand, kept in the login answer; 400 for a bad body, 401 without credential', async () => {
    const raised = await server.call<HelpRequestState>('PUT', '/api/training-class/help', {
      auth: alice,
      body: { raised: true },
    });
    expect(raised.status).toBe(200);
    expect(Date.parse(raised.body.helpRequestedAt ?? '')).toBeGreaterThan(0);
    const again = await server.call<HelpRequestState>('PUT', '/api/training-class/help', {
      auth: alice,
      body: { raised: true },
    });
    expect(again.body.helpRequestedAt).toBe(raised.body.helpRequestedAt);
    const login = await server.call<StudentLoginResponse>('POST', '/api/training-class/login', { auth: alice });
    expect(login.body.helpRequestedAt).toBe(raised.body.helpRequestedAt);
    expect((await aliceLab()).helpRequestedAt).toBe(raised.body.helpRequestedAt);

    const down = await server.call<HelpRequestState>('PUT', '/api/training-class/help', {
      auth: alice,
      body: { raised: false },
    });
    expect(down.body).toEqual({ helpRequestedAt: null, queuePosition: null, claimedBy: null });
    expect((await aliceLab()).helpRequestedAt).toBeNull();

    for (const body of [{}, { raised: 'yes' }, 'null', []]) {
      expect((await server.call('PUT', '/api/training-class/help', { auth: alice, body })).status).toBe(400);
    }
    expect((await server.call('PUT', '/api/training-class/help', { body: { raised: true } })).status).toBe(401);
  });

  it('the instructor lowers a hand; 404 for someone not in the class', async () => {
    await server.call('PUT', '/api/training-class/help', { auth: alice, body: { raised: true } });
    const lowered = await server.call<HelpRequestState>('DELETE', `${base()}/labs/${aliceEmail}/help`, {
      auth: instructor,
    });
    expect(lowered).toMatchObject({ status: 200, body: { helpRequestedAt: null } });
    const login = await server.call<StudentLoginResponse>('POST', '/api/training-class/login', { auth: alice });
    expect(login.body.helpRequestedAt).toBeNull();
    const stranger = await server.call('DELETE', `${base()}/labs/nobody@academy.test/help`, { auth: instructor });
    expect(stranger.status).toBe(404);
  });

  it('queues raised hands in the order raised; a claim names the instructor to the student and the monitor', async () => {
    const bobEmail = running.emails[1] ?? '';
    const bob = basicAuth(bobEmail, running.passphrase);
    const help = (auth: Auth) => server.call<HelpRequestState>('GET', '/api/training-class/help', { auth });
    const claim = (email: string, auth: Auth = instructor, classId = running.id) =>
      server.call<HelpRequestState>('POST', `/api/training-class/${classId}/labs/${email}/help/claim`, { auth });

    expect((await help(bob)).body).toEqual({ helpRequestedAt: null, queuePosition: null, claimedBy: null });
    await server.call('PUT', '/api/training-class/help', { auth: bob, body: { raised: true } });
    await server.call('POST', '/__test__/clock', { body: { advanceMs: 60_000 } });
    const alicesHand = await server.call<HelpRequestState>('PUT', '/api/training-class/help', {
      auth: alice,
      body: { raised: true },
    });
    expect(alicesHand.body).toMatchObject({ queuePosition: 2, claimedBy: null });
    expect((await help(bob)).body).toMatchObject({ queuePosition: 1 });

    expect((await claim(aliceEmail)).body).toMatchObject({ queuePosition: 2, claimedBy: 'Instructor' });
    expect((await help(alice)).body).toMatchObject({ queuePosition: 2, claimedBy: 'Instructor' });
    expect((await aliceLab()).helpClaimedBy).toBe('Instructor');

    // Done: bob's hand lowered, alice is first now and keeps her claim.
    await server.call('DELETE', `${base()}/labs/${bobEmail}/help`, { auth: instructor });
    expect((await help(alice)).body).toMatchObject({ queuePosition: 1, claimedBy: 'Instructor' });
    // Raising again keeps the place and the claim; lowering drops both.
    await server.call('PUT', '/api/training-class/help', { auth: alice, body: { raised: true } });
    expect((await help(alice)).body).toMatchObject({ queuePosition: 1, claimedBy: 'Instructor' });
    await server.call('PUT', '/api/training-class/help', { auth: alice, body: { raised: false } });
    expect((await claim(aliceEmail)).status).toBe(409);
    expect((await aliceLab()).helpClaimedBy).toBeNull();
  });

  it('only an instructor claims a hand, and only in a class of theirs that has the student', async () => {
    await server.call('PUT', '/api/training-class/help', { auth: alice, body: { raised: true } });
    const path = (classId: string, email = aliceEmail) => `/api/training-class/${classId}/labs/${email}/help/claim`;
    expect((await server.call('POST', path(running.id), { auth: alice })).status).toBe(401);
    expect((await server.call('POST', path(running.id))).status).toBe(401);
    expect((await server.call('POST', path(other.id), { auth: instructor })).status).toBe(404);
    expect((await server.call('POST', path(running.id, 'nobody@academy.test'), { auth: instructor })).status).toBe(404);
    expect((await server.call('GET', '/api/training-class/help')).status).toBe(401);
    await server.call('PUT', '/api/training-class/help', { auth: alice, body: { raised: false } });
  });
});

describe('POST /api/training-class/{id}/vm/{machineId}/power/{command}', () => {
  it('runs the §4 rules on any machine of the class and refuses the rest with 409', async () => {
    const vm = await aliceMachine(1);
    expect((await command(vm, 'start')).status).toBe(409);
    expect(await command(vm, 'stop')).toMatchObject({ status: 200, body: { vm, powerState: 'POWERED_OFF' } });
    expect((await command(vm, 'stop')).status).toBe(409);
    expect((await command(vm, 'reset')).status).toBe(409);
    expect(await command(vm, 'start')).toMatchObject({ status: 200, body: { powerState: 'POWERED_ON' } });
  });

  it('answers 400 for an unknown command and 404 for an unknown machine or one of another class', async () => {
    const vm = await aliceMachine();
    expect((await command(vm, 'explode')).status).toBe(400);
    expect((await command('vm-nothing', 'start')).status).toBe(404);
    expect((await command(vm, 'refresh', other.id)).status).toBe(404);
  });
});

describe('POST /api/training-class/{id}/vm/{machineId}/ticket', () => {
  it('opens the student machine console for the instructor', async () => {
    const vm = await aliceMachine();
    const { status, body } = await server.call<ConsoleTicket>('POST', `${base()}/vm/${vm}/ticket`, {
      auth: instructor,
    });
    expect(status).toBe(200);
    expect(body.vm).toBe(vm);
    const opened = await new Promise<boolean>((resolve) => {
      const socket = new WebSocket(body.ticket, ['binary']);
      socket.once('open', () => {
        socket.close();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    expect(opened).toBe(true);
  });

  it('answers 404 for a machine of another class and 409 for a powered-off one', async () => {
    const vm = await aliceMachine(2);
    expect(
      (await server.call('POST', `/api/training-class/${other.id}/vm/${vm}/ticket`, { auth: instructor })).status,
    ).toBe(404);
    await command(vm, 'stop');
    expect((await server.call('POST', `${base()}/vm/${vm}/ticket`, { auth: instructor })).status).toBe(409);
    await command(vm, 'start');
  });
});

describe('GET /api/training-class/{id}/vm/{machineId}/screenshot', () => {
  it('answers a PNG of the machine screen', async () => {
    const vm = await aliceMachine();
    const response = await fetch(`${server.url}${base()}/vm/${vm}/screenshot`, {
      headers: { authorization: `Bearer ${bearerOf(instructor)}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([800, 600]);
  });

  it('answers 409 for a powered-off machine and 404 for another class', async () => {
    const vm = await aliceMachine(2);
    expect(
      (await server.call('GET', `/api/training-class/${other.id}/vm/${vm}/screenshot`, { auth: instructor })).status,
    ).toBe(404);
    await command(vm, 'stop');
    const off = await server.call<{ message: string }>('GET', `${base()}/vm/${vm}/screenshot`, { auth: instructor });
    expect(off.status).toBe(409);
    expect(off.body.message).toContain('POWERED_OFF');
    await command(vm, 'start');
  });
});

describe('POST /api/training-class/{id}/labs/{email}/revert', () => {
  it('reverts one student lab, which provisions again', async () => {
    const before = (await aliceLab()).vms.map((vm) => vm.vm);
    const { status, body } = await server.call<StudentLab>('POST', `${base()}/labs/${aliceEmail}/revert`, {
      auth: instructor,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: aliceEmail, expectedVmCount: 3 });
    await eventually(async () => {
      const lab = await aliceLab();
      const on = lab.vms.filter((vm) => vm.power_state === 'POWERED_ON').length;
      return on === 3 && lab.vms.every((vm) => !before.includes(vm.vm)) ? true : undefined;
    });
  });

  it('answers 404 for someone not in the class and 409 for a class that is not running', async () => {
    expect((await server.call('POST', `${base()}/labs/nobody@academy.test/revert`, { auth: instructor })).status).toBe(
      404,
    );
    const path = `/api/training-class/${other.id}/labs/${other.emails[0]}/revert`;
    expect((await server.call('POST', path, { auth: instructor })).status).toBe(409);
  });
});

describe('GET /api/training-class/{id}/events', () => {
  it('pushes hand, power (start and completion) and revert changes of the class', async () => {
    const events = await openEvents();
    expect(events.response.status).toBe(200);
    expect(events.response.headers.get('content-type')).toContain('text/event-stream');
    try {
      await server.call('PUT', '/api/training-class/help', { auth: alice, body: { raised: true } });
      await eventually(async () => (events.changes.some((c) => c.reason === 'hand') ? true : undefined));

      const vm = await aliceMachine();
      events.changes.length = 0;
      await server.call('POST', `/api/training-class/vm/${vm}/power/stop`, { auth: alice });
      // One when the command is taken, one when the hypervisor completes it.
      await eventually(async () => (events.changes.filter((c) => c.reason === 'power').length >= 2 ? true : undefined));
      expect(events.changes.every((change) => change.email === aliceEmail)).toBe(true);
      await command(vm, 'start');

      events.changes.length = 0;
      await server.call('POST', '/api/training-class/revert', { auth: alice });
      await eventually(async () => (events.changes.some((c) => c.reason === 'revert') ? true : undefined));
      await eventually(async () => (events.changes.some((c) => c.reason === 'provisioning') ? true : undefined));
    } finally {
      events.close();
      await server.call('PUT', '/api/training-class/help', { auth: alice, body: { raised: false } });
    }
  });

  it('tells nothing of another class', async () => {
    const events = await openEvents(other.id);
    try {
      await server.call('PUT', '/api/training-class/help', { auth: alice, body: { raised: true } });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(events.changes).toEqual([]);
    } finally {
      events.close();
      await server.call('PUT', '/api/training-class/help', { auth: alice, body: { raised: false } });
    }
  });

  it('keeps no subscription of 500 streams closed 0-20 ms after their request', async () => {
    const { port } = new URL(server.url);
    const request = `GET ${base()}/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${bearerOf(instructor)}\r\n\r\n`;
    // A socket each, timed from the request on the wire (a fetch's abort mostly lands before the server sees it).
    await Promise.all(
      Array.from(
        { length: 500 },
        (_, i) =>
          new Promise((resolve) => {
            const socket = net.connect(Number(port), '127.0.0.1', () => {
              socket.write(request);
              setTimeout(() => socket.destroy(), i % 21);
            });
            socket.on('error', () => undefined);
            socket.on('close', resolve);
          }),
      ),
    );
    // Every stream of the earlier tests is closed too: none may stay subscribed.
    await eventually(async () => ((await openStreamWatchers()) === 0 ? true : undefined), 15_000);
  });

  it("ends the stream when the instructor's token expires", async () => {
    const { body } = await server.call<{ accessToken: string }>('POST', '/__test__/instructor-token', {
      body: { expiresInSeconds: 2 },
    });
    // The token's own expiry, in whole seconds, is what the server checks.
    const expiresAt = (decodeJwt(body.accessToken).exp ?? 0) * 1000;
    const events = await openEvents(running.id, body.accessToken);
    try {
      expect(events.response.status).toBe(200);
      const endedAt = await endedWithin(events, 4_000);
      expect(endedAt).toBeGreaterThanOrEqual(expiresAt);
      expect(endedAt).toBeLessThan(expiresAt + 1_000);
      expect((await openEvents(running.id, body.accessToken)).response.status).toBe(401);
    } finally {
      events.close();
    }
  });

  it('ends every stream of a class when the class is deleted, and opens none on it after', async () => {
    const doomed = await createClassNextWeek(server, instructor, 'Deleted while watched', running.courseId);
    const streams = await Promise.all([openEvents(doomed.id), openEvents(doomed.id)]);
    const unrelated = await openEvents(other.id);
    try {
      expect(streams.map((stream) => stream.response.status)).toEqual([200, 200]);
      const deletedAt = Date.now();
      expect((await server.call('DELETE', `/api/training-class/${doomed.id}`, { auth: instructor })).status).toBe(204);
      for (const stream of streams) expect(await endedWithin(stream, 2_000)).toBeGreaterThanOrEqual(deletedAt);
      expect((await openEvents(doomed.id)).response.status).toBe(404);
      expect(await endedWithin(unrelated, 200)).toBe(0);
    } finally {
      for (const stream of [...streams, unrelated]) stream.close();
    }
  });
});
