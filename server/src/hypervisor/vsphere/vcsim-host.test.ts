import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import WebSocket from 'ws';
import { startThrowawayVcsim, type ThrowawayVcsim } from '../../../test-support/throwaway-vcsim.mjs';
import type { MoRef } from './soap/soap-envelope';
import {
  acquireWebmksTicket,
  cloneVm,
  createFolder,
  findByInventoryPath,
  guestPower,
  propertiesOf,
  startTask,
  waitForTask,
} from './soap/vim-calls';
import { createVimClient, type VimClient } from './soap/vim-client';
import { VimFault } from './soap/vim-fault';
import { moRefOf, moRefsOf, textOf } from './soap/vim-values';
import { inventoryObject } from './testing/inventory';

// The simulated vCenter (tools/vcsim) behaves as a vCenter with ESXi hosts where the adapter relies on it, and
// the SOAP layer speaks to it. Delays short, so Tools, guest actions and tasks settle within a test.
const TOOLS_DELAY_MS = 300;
const GUEST_DELAY_MS = 300;
const TASK_DELAY_MS = 300;

let vcsim: ThrowawayVcsim;
let client: VimClient;
let labs: MoRef;
let pool: MoRef;

beforeAll(async () => {
  vcsim = await startThrowawayVcsim({
    toolsDelayMs: TOOLS_DELAY_MS,
    guestDelayMs: GUEST_DELAY_MS,
    taskDelayMs: TASK_DELAY_MS,
  });
  client = createVimClient({ url: vcsim.url, username: 'portal', password: 'secret' });
  labs = await inventoryObject(client, '/DC0/vm/Labs');
  pool = await inventoryObject(client, '/DC0/host/DC0_C0/Resources');
});

afterAll(async () => {
  await client?.close();
  await vcsim?.stop();
});

function template(course: string, name: string) {
  return inventoryObject(client, `/DC0/vm/Courses/${course}/${name}`);
}

let clones = 0;
/** A powered-on linked clone of a template in a folder of its own. */
async function runningClone(course: string, name: string) {
  const source = await template(course, name);
  const snapshot = moRefOf(
    (await propertiesOf(client, source, ['snapshot.currentSnapshot'])).get('snapshot.currentSnapshot'),
  );
  clones += 1;
  const folder = await createFolder(client, labs, `lab-${clones}`);
  const vm = moRefOf(await waitForTask(client, await cloneVm(client, source, folder, name, { pool, snapshot })));
  if (!vm) throw new Error('clone answered no machine');
  await waitForTask(client, await startTask(client, 'PowerOnVM_Task', vm));
  return { vm, folder, source };
}

async function faultOf(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(VimFault);
  return error instanceof VimFault ? error.faultType : undefined;
}

async function toolsStatus(vm: MoRef) {
  return textOf((await propertiesOf(client, vm, ['guest.toolsRunningStatus'])).get('guest.toolsRunningStatus'));
}

async function eventually<T>(read: () => Promise<T>, expected: T) {
  const deadline = Date.now() + 10_000;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await sleep(50);
    value = await read();
  }
  return value;
}

describe('the simulated vCenter', () => {
  it('holds the demo course folders, each template with a snapshot to clone from', async () => {
    const courses = await inventoryObject(client, '/DC0/vm/Courses');
    const folders = moRefsOf((await propertiesOf(client, courses, ['childEntity'])).get('childEntity'));
    expect(folders).toHaveLength(5);
    const dc01 = await template('Windows Server 2022 Administration', 'DC01 - Domain Controller');
    const snapshot = (await propertiesOf(client, dc01, ['snapshot.currentSnapshot'])).get('snapshot.currentSnapshot');
    expect(moRefOf(snapshot)?.type).toBe('VirtualMachineSnapshot');
  });

  it('answers a task at once, running, and ends it once its time has passed, as vCenter does', async () => {
    // A simulator whose tasks take an hour: what the call answered is seen before anything of the task is done.
    const slow = await startThrowawayVcsim({ taskDelayMs: 3_600_000 });
    const other = createVimClient({ url: slow.url, username: 'portal', password: 'secret' });
    try {
      const source = await inventoryObject(other, '/DC0/vm/Courses/Security Fundamentals/kali - Attacker Workstation');
      const task = await cloneVm(other, source, await inventoryObject(other, '/DC0/vm/Labs'), 'slow clone', {
        pool: await inventoryObject(other, '/DC0/host/DC0_C0/Resources'),
      });
      const info = await propertiesOf(other, task, ['info.state', 'info.entity']);
      expect(textOf(info.get('info.state'))).toBe('running');
      expect(moRefOf(info.get('info.entity'))).toEqual(source);
      expect(await findByInventoryPath(other, '/DC0/vm/Labs/slow clone')).toBeUndefined();
    } finally {
      await other.close();
      await slow.stop();
    }
    // Here tasks take 300 ms: the clone and its power-on follow running tasks to their end.
    const { vm } = await runningClone('Security Fundamentals', 'target - Legacy Web Server');
    expect(textOf((await propertiesOf(client, vm, ['runtime.powerState'])).get('runtime.powerState'))).toBe(
      'poweredOn',
    );
  });

  it('refuses a second machine of the same name in a folder, as vCenter does', async () => {
    const { folder, source } = await runningClone('Security Fundamentals', 'kali - Attacker Workstation');
    const again = await cloneVm(client, source, folder, 'kali - Attacker Workstation', { pool });
    expect(await faultOf(waitForTask(client, again))).toBe('DuplicateName');
  });

  it('starts VMware Tools after a boot only in guests that have them', async () => {
    const withTools = await runningClone('Linux Networking Essentials', 'host-a - Ubuntu 24.04');
    const without = await runningClone('Linux Networking Essentials', 'router01 - VyOS Router');
    expect(await eventually(() => toolsStatus(withTools.vm), 'guestToolsRunning')).toBe('guestToolsRunning');
    expect(await toolsStatus(without.vm)).toBe('guestToolsNotRunning');
  });

  it('refuses what ESXi refuses: suspend or reset when not on, guest operations without Tools', async () => {
    const { vm } = await runningClone('Linux Networking Essentials', 'router01 - VyOS Router');
    expect(await faultOf(guestPower(client, 'ShutdownGuest', vm))).toBe('ToolsUnavailable');
    expect(await faultOf(guestPower(client, 'RebootGuest', vm))).toBe('ToolsUnavailable');
    await waitForTask(client, await startTask(client, 'PowerOffVM_Task', vm));
    expect(await faultOf(waitForTask(client, await startTask(client, 'SuspendVM_Task', vm)))).toBe('InvalidPowerState');
    expect(await faultOf(waitForTask(client, await startTask(client, 'ResetVM_Task', vm)))).toBe('InvalidPowerState');
    expect(await faultOf(guestPower(client, 'ShutdownGuest', vm))).toBe('InvalidPowerState');
  });

  it('shuts a guest down on its own time, and reboots it with Tools gone meanwhile', async () => {
    const { vm } = await runningClone('Linux Networking Essentials', 'host-b - Ubuntu 24.04');
    await eventually(() => toolsStatus(vm), 'guestToolsRunning');
    await guestPower(client, 'RebootGuest', vm);
    expect(await toolsStatus(vm)).toBe('guestToolsRunning');
    expect(await eventually(() => toolsStatus(vm), 'guestToolsNotRunning')).toBe('guestToolsNotRunning');
    expect(await eventually(() => toolsStatus(vm), 'guestToolsRunning')).toBe('guestToolsRunning');
    await guestPower(client, 'ShutdownGuest', vm);
    const powerState = async () =>
      textOf((await propertiesOf(client, vm, ['runtime.powerState'])).get('runtime.powerState'));
    expect(await powerState()).toBe('poweredOn');
    expect(await eventually(powerState, 'poweredOff')).toBe('poweredOff');
  });

  it('gives a one-time WebMKS ticket for a powered-on machine, whose WebSocket speaks RFB', async () => {
    const { vm } = await runningClone('Security Fundamentals', 'target - Legacy Web Server');
    const ticket = await acquireWebmksTicket(client, vm);
    const url = `ws://${ticket.host}:${ticket.port}/ticket/${ticket.ticket}`;
    const socket = new WebSocket(url, 'binary');
    const received: Buffer[] = [];
    socket.on('message', (data: Buffer) => received.push(data));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    expect(socket.protocol).toBe('binary');
    const firstBytes = await eventuallyBytes(received, 12);
    expect(firstBytes.subarray(0, 12).toString()).toBe('RFB 003.008\n');
    socket.close();
    const reused = new WebSocket(url, 'binary');
    const refused = await new Promise((resolve) =>
      reused.once('error', resolve).once('open', () => resolve(undefined)),
    );
    expect(refused).toBeInstanceOf(Error);
    await waitForTask(client, await startTask(client, 'PowerOffVM_Task', vm));
    expect(await faultOf(acquireWebmksTicket(client, vm))).toBe('InvalidState');
  });

  it('logs in again when vCenter has ended the session', async () => {
    const other = createVimClient({ url: vcsim.url, username: 'portal', password: 'secret' });
    await findByInventoryPath(other, '/DC0/vm/Labs');
    const { sessionManager } = await other.content();
    await other.invoke('Logout', sessionManager, {});
    expect(await findByInventoryPath(other, '/DC0/vm/Labs')).toEqual(labs);
    await other.close();
  });
});

async function eventuallyBytes(received: Buffer[], length: number) {
  const deadline = Date.now() + 10_000;
  while (Buffer.concat(received).length < length && Date.now() < deadline) await sleep(20);
  return Buffer.concat(received);
}
