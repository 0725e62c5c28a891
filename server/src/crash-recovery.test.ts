import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { TrainingClass, TrainingCourse } from '@academy/api';
import { afterEach, describe, expect, it } from '@rstest/core';
import { freshDataDir as copyOfFreshCluster } from '../test-support/pglite-template.mjs';
import { spawnServerProcess } from '../test-support/server-process';
import { basicAuth, callServer, eventually, freePort, startTestServer } from '../test-support/test-server';
import type { TestClassView } from './test-hooks/test-hooks';

/**
 * A restart in the middle of provisioning must end with every machine powered on, as provisioning promised, while
 * a machine the student powered off stays off. Both the graceful stop (SIGTERM aborts the jobs) and a kill -9.
 */

const DAY = 86_400_000;
const dataDirs: string[] = [];

/** A data folder with a cluster already initdb'd (5 s of CPU saved per start), removed after the test. */
async function freshDataDir(): Promise<string> {
  const dir = await copyOfFreshCluster('academy-crash-');
  dataDirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A class running from today, so the scheduler provisions its labs at once. */
async function createRunningClass(base: string, name: string): Promise<TrainingClass> {
  const instructorToken = (await callServer<{ accessToken: string }>(base, 'POST', '/__test__/instructor-token')).body;
  const auth = { bearer: instructorToken.accessToken };
  const [course] = (await callServer<TrainingCourse[]>(base, 'GET', '/api/training-course', { auth })).body;
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const { status, body } = await callServer<TrainingClass>(base, 'POST', '/api/training-class', {
    auth,
    body: {
      name,
      courseId: course?.id,
      timeZone: 'UTC',
      startDate: today.toISOString(),
      endDate: new Date(today.getTime() + 3 * DAY).toISOString(),
      instructor: 'crash@academy.test',
      attendees: 2,
    },
  });
  expect(status).toBe(201);
  return body;
}

async function classView(base: string, id: string): Promise<TestClassView | undefined> {
  const { status, body } = await callServer<TestClassView[]>(base, 'GET', '/__test__/classes');
  return status === 200 ? body.find((item) => item.id === id) : undefined;
}

function powerStates(view: TestClassView | undefined): string[] {
  return view?.labs.flatMap((lab) => lab.vms.map((vm) => vm.power_state)) ?? [];
}

/** Resolves once a clone exists that provisioning has not powered on yet: the moment to crash. */
function cloneNotBootedYet(base: string, id: string): Promise<true> {
  return eventually(
    async () => (powerStates(await classView(base, id)).includes('POWERED_OFF') ? true : undefined),
    30_000,
    10,
  );
}

/** Resolves with the states once every machine of every lab of the class is powered on. */
function everyMachinePoweredOn(base: string, id: string, expected: number): Promise<string[]> {
  return eventually(
    async () => {
      const states = powerStates(await classView(base, id));
      return states.length === expected && states.every((state) => state === 'POWERED_ON') ? states : undefined;
    },
    30_000,
    100,
  );
}

describe('restart in the middle of provisioning', () => {
  it('boots a clone a graceful stop cut off before its first boot; a machine the student stopped stays off', async () => {
    const env = { DATA_DIR: await freshDataDir(), HYPERVISOR_SPEED: '0.02' };
    const first = await startTestServer(env);
    const demo = (await first.classes()).find((item) => item.status === 'RUNNING');
    const stopped = demo?.labs[0]?.vms[0];
    if (!demo || !stopped) throw new Error('no demo lab');
    const student = basicAuth(demo.emails[0] ?? '', demo.passphrase);
    const off = await first.call('POST', `/api/training-class/vm/${stopped.vm}/power/stop`, { auth: student });
    expect(off.status).toBe(200);
    const created = await createRunningClass(first.url, 'Interrupted by a graceful stop');
    await cloneNotBootedYet(first.url, created.id);
    await first.close();

    const second = await startTestServer(env);
    try {
      expect(await everyMachinePoweredOn(second.url, created.id, 6)).toHaveLength(6);
      const after = await second.call<{ powerState: string }>('GET', `/api/training-class/vm/${stopped.vm}/power`, {
        auth: student,
      });
      expect(after.body.powerState).toBe('POWERED_OFF');
      expect(second.errors).toEqual([]);
    } finally {
      await second.close();
    }
  });

  describe('of a real server process', () => {
    let child: ChildProcess | undefined;

    afterEach(() => {
      child?.kill('SIGKILL');
      child = undefined;
    });

    async function spawnServer(env: Record<string, string>, base: string): Promise<ChildProcess> {
      child = await spawnServerProcess(env, base);
      return child;
    }

    it('powers on every machine after kill -9 between a clone and its power-on', async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env = {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: base,
        DATA_DIR: await freshDataDir(),
        ENABLE_TEST_HOOKS: '1',
        // Clone 1 s, power-on 0.4 s: a lab of three machines takes about 4 s to provision.
        HYPERVISOR_SPEED: '0.05',
      };
      const first = await spawnServer(env, base);
      const created = await createRunningClass(base, 'Interrupted by kill -9');
      await cloneNotBootedYet(base, created.id);
      const exited = new Promise((resolve) => first.once('exit', resolve));
      first.kill('SIGKILL');
      await exited;

      await spawnServer(env, base);
      expect(await everyMachinePoweredOn(base, created.id, 6)).toHaveLength(6);
    });
  });
});
