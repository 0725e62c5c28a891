// kill -9 in the middle of provisioning and of a burst of class creations, then a restart on the same data:
// counts the classes whose creation was acknowledged but are gone, and the machines left powered off.
import { rm } from 'node:fs/promises';
import { startBenchServer } from '../server.mjs';
import { call, classViews, instructorToken, settle } from './api.mjs';

const CREATIONS = 40;
const CREATION_CONCURRENCY = 8;
const KILL_CREATION_AFTER_MS = 400;
const CLONE_WAIT_MS = 30_000;
const SETTLE_BOUND_MS = 90_000;

function today() {
  return new Date().toISOString().slice(0, 10);
}

function classBody(courseId, index) {
  return {
    name: `Crash test ${index}`,
    courseId,
    timeZone: 'UTC',
    startDate: `${today()}T00:00:00Z`,
    endDate: `${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`,
    instructor: 'crash@academy.test',
    attendees: 2,
  };
}

async function firstCourseId(baseUrl, auth) {
  const { body } = await call(baseUrl, 'GET', '/api/training-course', { headers: auth });
  return body[0].id;
}

/** Machines of every lab of every class, once provisioning had its chance to finish (bounded). */
async function machinesLeftOff(baseUrl) {
  const deadline = Date.now() + SETTLE_BOUND_MS;
  let off = [];
  while (Date.now() < deadline) {
    await settle(baseUrl, 30_000);
    const views = (await classViews(baseUrl)).filter((view) => view.status === 'RUNNING');
    const machines = views.flatMap((view) => view.labs.flatMap((lab) => lab.vms));
    off = machines.filter((vm) => vm.power_state !== 'POWERED_ON');
    if (off.length === 0) return { machines: machines.length, leftOff: 0 };
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  return { machines: undefined, leftOff: off.length };
}

/**
 * Waits for the moment provisioning is most fragile: a machine cloned (stored powered off) and not yet
 * powered on. Returns how many machines were in that state.
 */
async function offMachineIds(baseUrl) {
  const { body: labs } = await call(baseUrl, 'GET', '/__test__/labs');
  return labs
    .flatMap((lab) => lab.vms)
    .filter((vm) => vm.power_state === 'POWERED_OFF')
    .map((vm) => vm.vm);
}

async function waitForFreshClone(baseUrl, offBefore) {
  const deadline = Date.now() + CLONE_WAIT_MS;
  while (Date.now() < deadline) {
    const off = (await offMachineIds(baseUrl)).filter((vm) => !offBefore.has(vm)).length;
    if (off > 0) return off;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return 0;
}

/** Creates classes CREATION_CONCURRENCY at a time until killed; resolves with the ids the server acknowledged. */
function createUntilKilled(baseUrl, auth, courseId) {
  const acknowledged = [];
  let index = 0;
  let sent = 0;
  async function worker() {
    while (index < CREATIONS) {
      const body = classBody(courseId, index++);
      sent += 1;
      try {
        const result = await call(baseUrl, 'POST', '/api/training-class', { headers: auth, body, timeoutMs: 5_000 });
        if (result.status >= 200 && result.status < 300) acknowledged.push(result.body.id);
      } catch {
        return; // the server is gone
      }
    }
  }
  const done = Promise.all(Array.from({ length: CREATION_CONCURRENCY }, worker));
  return { done, acknowledged, sent: () => sent };
}

export async function crashDuringWrites(env, serverOptions) {
  const first = await startBenchServer(env, { ...serverOptions, quiet: true });
  const auth = { authorization: `Bearer ${await instructorToken(first.url)}` };
  const courseId = await firstCourseId(first.url, auth);

  // 1. Provisioning: a class starting today gets its labs now; kill between a clone and its power-on.
  const offBefore = new Set(await offMachineIds(first.url));
  await call(first.url, 'POST', '/api/training-class', { headers: auth, body: classBody(courseId, 'provisioning') });
  const clonedOff = await waitForFreshClone(first.url, offBefore);
  await first.kill();
  const second = await startBenchServer(env, {
    ...serverOptions,
    dataDir: first.dataDir,
    port: first.port,
    quiet: true,
  });

  // 2. A burst of class creations, killed mid-way.
  const secondAuth = { authorization: `Bearer ${await instructorToken(second.url)}` };
  const burst = createUntilKilled(second.url, secondAuth, courseId);
  await new Promise((resolve) => setTimeout(resolve, KILL_CREATION_AFTER_MS));
  await second.kill();
  await burst.done;
  const third = await startBenchServer(env, {
    ...serverOptions,
    dataDir: first.dataDir,
    port: first.port,
    quiet: true,
  });
  try {
    const thirdAuth = { authorization: `Bearer ${await instructorToken(third.url)}` };
    const { body: stored } = await call(third.url, 'GET', '/api/training-class', { headers: thirdAuth });
    const storedIds = new Set(stored.map((item) => item.id));
    const lost = burst.acknowledged.filter((id) => !storedIds.has(id));
    const machines = await machinesLeftOff(third.url);
    return {
      freshClonesAtKill: clonedOff,
      creationsSent: burst.sent(),
      creationsAcknowledged: burst.acknowledged.length,
      recordsLost: lost.length,
      machinesAfterRestart: machines.machines,
      machinesLeftOff: machines.leftOff,
    };
  } finally {
    await third.stop();
    await rm(first.dataDir, { recursive: true, force: true });
  }
}
