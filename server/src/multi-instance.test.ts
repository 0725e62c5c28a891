import { createHash, randomBytes } from 'node:crypto';
import type { LabMachine, StudentNotice, TrainingClass, TrainingCourse } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createCheckCourse, runningCheckClass } from '../test-support/check-classes';
import { RfbTestClient } from '../test-support/rfb-test-client';
import { openStudentEvents } from '../test-support/server-sent-events';
import { TestBrowser } from '../test-support/test-browser';
import { createTestDatabase } from '../test-support/test-postgres';
import { basicAuth, eventually, startTestServer, type TestServer } from '../test-support/test-server';
import { openSimulatedInventory } from './hypervisor/simulated/inventory';
import { createSimulatedHypervisor } from './hypervisor/simulated/simulated-hypervisor';
import { openStorage } from './storage/open-storage';

/** Two server instances on one PostgreSQL database, as `npm run cluster` runs them behind the balancer. */
describe('two instances on one PostgreSQL database', () => {
  let a: TestServer;
  let b: TestServer;
  let username: string;
  let student: ReturnType<typeof basicAuth>;

  beforeAll(async () => {
    const env = { DATABASE_URL: await createTestDatabase(), LOGIN_MAX_FAILURES: '3', SCHEDULER_INTERVAL_MS: '200' };
    a = await startTestServer(env);
    // One public origin for both, as behind the balancer: the identity provider's issuer is the same on each.
    b = await startTestServer({ ...env, PUBLIC_ORIGIN: a.url });
    const [demo] = await a.classes();
    if (!demo) throw new Error('no demo class');
    username = demo.emails[0] ?? '';
    student = basicAuth(username, demo.passphrase);
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  async function poweredOnMachine(server: TestServer): Promise<LabMachine> {
    return eventually(async () => {
      const { body } = await server.call<{ vms: LabMachine[] }>('POST', '/api/training-class/login', { auth: student });
      return body.vms.find((vm) => vm.power_state === 'POWERED_ON');
    }, 20_000);
  }

  it('opens a console ticket issued by one instance on the other, once', async () => {
    const machine = await poweredOnMachine(a);
    const { body } = await a.call<{ ticket: string }>('POST', `/api/training-class/vm/${machine.vm}/ticket`, {
      auth: student,
    });
    const token = new URL(body.ticket).pathname.split('/').pop() ?? '';
    const onB = await RfbTestClient.connect(`${b.url.replace('http', 'ws')}/console/${token}`);
    onB.close();
    await expect(RfbTestClient.connect(`${a.url.replace('http', 'ws')}/console/${token}`)).rejects.toThrow('HTTP 403');
  });

  it("tells an extension made on one instance to a student's push channel on the other", async () => {
    const [demo] = await a.classes();
    if (!demo) throw new Error('no demo class');
    const channel = await openStudentEvents<StudentNotice>(a.url, username, demo.passphrase);
    try {
      await expect.poll(() => channel.received).toHaveLength(1);
      const instructor = { bearer: await b.instructorToken() };
      const extended = await b.call<TrainingClass>('POST', `/api/training-class/${demo.id}/end`, {
        auth: instructor,
        body: { extendByMinutes: 60 },
      });
      expect(extended.body.endsAt).toBe(new Date(Date.parse(demo.endDate) + 3_600_000).toISOString());
      await expect.poll(() => channel.received, { timeout: 2_000 }).toHaveLength(2);
      expect(channel.received[1]).toMatchObject({ kind: 'class-end', endsAt: extended.body.endsAt });
      // Both instances read the one end from the database.
      expect((await a.classes()).find((item) => item.id === demo.id)?.endsAt).toBe(extended.body.endsAt);
    } finally {
      channel.close();
    }
  });

  it('counts failed logins on both instances against one limit', async () => {
    const guesser = basicAuth(username, 'wrong passphrase');
    for (const server of [a, b, a]) {
      expect((await server.call('POST', '/api/training-class/login', { auth: guesser })).status).toBe(401);
    }
    const refused = await b.call('POST', '/api/training-class/login', { auth: guesser });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("runs one check at a time per student on both instances: the other's refuses a second while the first runs", async () => {
    const instructor = { bearer: await a.instructorToken() };
    const course = await createCheckCourse(a, instructor, {
      name: 'Checked on two instances',
      manual:
        '# Two\n\n## Slow\n\n```check machine="host-a - Ubuntu 24.04" timeout=10\nwhile true; do :; done\n```\n\n',
      vms: ['vm-tpl-1022'],
    });
    const trainingClass = await runningCheckClass(a, instructor, { name: 'Checked twice', course, attendees: 1 });
    const alice = basicAuth(trainingClass.emails[0] ?? '', trainingClass.passphrase);
    const check = (server: TestServer) =>
      server.call<{ message?: string; verdict?: string }>('POST', '/api/training-class/manual/checks/1-1', {
        auth: alice,
      });
    const slow = check(a);
    // Asked of the other instance only once the first runs: a check asked earlier would run there itself.
    await eventually(async () => {
      const state = await b.call<{ running: string | null }>('GET', '/api/training-class/manual/checks', {
        auth: alice,
      });
      return state.body.running === '1-1' ? true : undefined;
    }, 20_000);
    const refused = await check(b);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Your check 1-1 is still running: wait for its verdict, then check again.');
    const state = await b.call<{ running: string | null }>('GET', '/api/training-class/manual/checks', { auth: alice });
    expect(state.body.running).toBe('1-1');
    expect((await slow).body.verdict).toBe('failed');
    const allowed = await check(b);
    expect(allowed.status).toBe(200);
    expect(allowed.body.verdict).toBe('failed');
  });

  it('provisions a new class once, on the scheduler’s instance, and moves the scheduler when it stops', async () => {
    const instructor = { bearer: await b.instructorToken() };
    const [course] = (await b.call<TrainingCourse[]>('GET', '/api/training-course', { auth: instructor })).body;
    if (!course) throw new Error('no course');
    // Labs are provisioned from the day before the first day: a class starting tomorrow is provisioned now.
    const tomorrow = new Date(Date.now() + 86_400_000);
    tomorrow.setUTCHours(0, 0, 0, 0);
    const create = (name: string) =>
      b.call<TrainingClass>('POST', '/api/training-class', {
        auth: instructor,
        body: {
          name,
          courseId: course.id,
          timeZone: 'UTC',
          startDate: tomorrow.toISOString(),
          endDate: new Date(tomorrow.getTime() + 3 * 86_400_000).toISOString(),
          instructor: 'ada@academy.test',
          attendees: 2,
        },
      });
    const provisioned = (server: TestServer, id: string) =>
      eventually(async () => {
        const created = (await server.classes()).find((item) => item.id === id);
        const full = created?.labs.every(
          (lab) => lab.vms.filter((vm) => vm.power_state === 'POWERED_ON').length === course.vms.length,
        );
        return full ? created : undefined;
      }, 30_000);

    const leading = async (server: TestServer) =>
      (await server.call<{ leading: boolean }>('GET', '/__test__/scheduler')).body.leading;
    expect([await leading(a), await leading(b)]).toEqual([true, false]);
    const first = await create('Scheduled by the first instance');
    expect(first.body).toMatchObject({ status: 'RUNNING' });
    const onA = await provisioned(b, first.body.id);
    expect(onA.labs.map((lab) => lab.vms.length)).toEqual([course.vms.length, course.vms.length]);

    await a.close();
    await eventually(async () => ((await leading(b)) ? true : undefined));
    const second = await create('Scheduled by the survivor');
    const onB = await provisioned(b, second.body.id);
    expect(onB.labs.map((lab) => lab.vms.length)).toEqual([course.vms.length, course.vms.length]);
    // The first class's labs were not provisioned again by the survivor.
    const again = (await b.classes()).find((item) => item.id === first.body.id);
    expect(again?.labs.map((lab) => lab.vms.map((vm) => vm.vm))).toEqual(
      onA.labs.map((lab) => lab.vms.map((vm) => vm.vm)),
    );
    expect(b.errors).toEqual([]);
  });
});

describe('identity provider across instances', () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    const env = { DATABASE_URL: await createTestDatabase() };
    a = await startTestServer(env);
    b = await startTestServer({ ...env, PUBLIC_ORIGIN: a.url });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('signs in on one instance, exchanges the code and calls the API on another, renews on the first', async () => {
    const redirectUri = `${a.url}/login/callback`;
    const verifier = randomBytes(32).toString('base64url');
    const params = new URLSearchParams({
      client_id: 'academy-portal',
      response_type: 'code',
      scope: 'openid profile email offline_access',
      redirect_uri: redirectUri,
      state: 's',
      nonce: 'n',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      prompt: 'consent',
    });
    const browser = new TestBrowser();
    const isCallback = (url: string) => url.startsWith(redirectUri);
    const page = await browser.follow(`${a.url}/oauth2/default/v1/authorize?${params}`, isCallback);
    const action = /<form method="post" action="([^"]+)"/.exec(await page.response.text())?.[1] ?? '';
    const credentials = { email: 'instructor@academy.test', password: 'instructor' };
    const callback = await browser.submit(new URL(action, page.url).href, credentials, isCallback);
    const code = new URL(callback.url).searchParams.get('code') ?? '';

    const token = async (server: TestServer, body: Record<string, string>) => {
      const response = await fetch(`${server.url}/oauth2/default/v1/token`, {
        method: 'POST',
        body: new URLSearchParams({ client_id: 'academy-portal', ...body }),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as { access_token: string; refresh_token: string };
    };
    const issued = await token(b, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect((await b.call('GET', '/api/training-course', { auth: { bearer: issued.access_token } })).status).toBe(200);
    const renewed = await token(a, { grant_type: 'refresh_token', refresh_token: issued.refresh_token });
    expect((await a.call('GET', '/api/training-course', { auth: { bearer: renewed.access_token } })).status).toBe(200);
    expect((await b.call('GET', '/api/training-course', { auth: { bearer: renewed.access_token } })).status).toBe(200);
  });
});

describe('simulated hypervisor across instances', () => {
  it('completes a transition started on an instance that died, and shows it running on the other meanwhile', async () => {
    const databaseUrl = await createTestDatabase();
    const [one, two] = await Promise.all([1, 2].map(() => openStorage({ dataDir: '', databaseUrl })));
    if (!one || !two) throw new Error('no storage');
    // power-on takes 8 s × 0.05 = 400 ms.
    const [inventoryOne, inventoryTwo] = [
      await openSimulatedInventory(one.database),
      await openSimulatedInventory(two.database),
    ];
    const first = await createSimulatedHypervisor({ inventory: inventoryOne, speed: 0.05 });
    const second = await createSimulatedHypervisor({ inventory: inventoryTwo, speed: 0.05 });
    const instant = await createSimulatedHypervisor({ inventory: inventoryOne, speed: 0 });
    try {
      const machine = await instant.cloneTemplate('lab-1', {
        vm: 'vm-tpl-1011',
        name: 'DC01',
        tools: true,
        guestOs: 'windows',
      });
      const running = first.runOperation(machine.vm, 'power-on', 'POWERED_OFF').catch((error: Error) => error.name);
      await eventually(async () => ((await second.machine(machine.vm))?.busy === 'power-on' ? true : undefined));
      await expect(second.runOperation(machine.vm, 'power-off', 'POWERED_ON')).rejects.toThrow(/busy with power-on/);
      expect(await second.nextStepInMs('lab-1')).toBeGreaterThan(0);
      await first.close(); // the starting instance goes away before the step ends
      expect(await running).toBe('AbortError');
      const settled = await eventually(async () => {
        const seen = await second.machine(machine.vm);
        return seen?.powerState === 'POWERED_ON' ? seen : undefined;
      }, 3000);
      expect(settled).toMatchObject({ busy: null });
      expect(await second.runOperation(machine.vm, 'power-off', 'POWERED_ON')).toBe('POWERED_OFF');
    } finally {
      await instant.close();
      await second.close();
      await one.storage.close();
      await two.storage.close();
    }
  });
});
