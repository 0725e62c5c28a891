import {
  apiPaths,
  type Folder,
  type LabMachine,
  type PowerStateResponse,
  parseTypingEvent,
  type StudentLab,
  type StudentLoginResponse,
  TYPING_PROGRESS_MEDIA_TYPE,
} from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import WebSocket from 'ws';
import {
  type Auth,
  authorization,
  basicAuth,
  eventually,
  startTestServer,
  type TestServer,
} from '../../../test-support/test-server';
import { startThrowawayVcsim, type ThrowawayVcsim, vsphereServerEnv } from '../../../test-support/throwaway-vcsim.mjs';
import { ISSUE_41_TEXT_OF } from '../../../test-support/typing-texts';
import { MoRef } from './soap/soap-envelope';
import { findByInventoryPath, startTask, waitForTask } from './soap/vim-calls';
import { createVimClient, type VimClient } from './soap/vim-client';
import { type ReachabilityProxy, startReachabilityProxy } from './testing/reachability-proxy';

// The whole server on a simulated vCenter (HYPERVISOR=vsphere): the student's calls, the console through the
// portal, a change made in vCenter itself, and vCenter going away and coming back without a restart.
let vcsim: ThrowawayVcsim;
let proxy: ReachabilityProxy;
let server: TestServer;
let admin: VimClient;
let alice: Auth;

beforeAll(async () => {
  vcsim = await startThrowawayVcsim({ toolsDelayMs: 100, guestDelayMs: 100, taskDelayMs: 20 });
  proxy = await startReachabilityProxy(vcsim.url);
  admin = createVimClient({ url: vcsim.url, username: 'admin', password: 'secret' });
  server = await startTestServer({
    ...vsphereServerEnv(proxy.url),
    DEMO_DATA: 'on',
  });
  const demo = (await server.classes()).find((item) => item.status === 'RUNNING');
  if (!demo) throw new Error('no demo class');
  alice = basicAuth(demo.emails[0] ?? '', demo.passphrase);
});

afterAll(async () => {
  await server?.close();
  await admin?.close();
  await proxy?.close();
  await vcsim?.stop();
});

async function login(): Promise<StudentLoginResponse> {
  const { status, body } = await server.call<StudentLoginResponse>('POST', '/api/training-class/login', {
    auth: alice,
  });
  expect(status).toBe(200);
  return body;
}

async function machineNamed(prefix: string): Promise<LabMachine> {
  const machine = (await login()).vms.find((vm) => vm.name.startsWith(prefix));
  if (!machine) throw new Error(`no machine ${prefix}`);
  return machine;
}

describe('the portal on a vCenter', () => {
  it("gives a student the course's machines, cloned into vCenter and powered on, in the course's order", async () => {
    const body = await login();
    expect(body.expectedVmCount).toBe(3);
    expect(body.vms.map((vm) => [vm.name, vm.power_state, vm.vm_ware_tools])).toEqual([
      ['router01 - VyOS Router', 'POWERED_ON', false],
      ['host-a - Ubuntu 24.04', 'POWERED_ON', true],
      ['host-b - Ubuntu 24.04', 'POWERED_ON', true],
    ]);
    const lab = await findByInventoryPath(
      admin,
      `/DC0/vm/Labs/${body.trainingClass.id}/${body.trainingClass.emails[0]}`,
    );
    expect(lab?.type).toBe('Folder');
  });

  it("types text into a machine's guest with PutUsbScanCodes, its progress streamed, read back from the guest", async () => {
    const { vm } = await machineNamed('host-b');
    const keyboard = new URL(`/guest-keyboard/${vm}`, vcsim.url);
    expect((await fetch(`${keyboard}?layout=de`, { method: 'PUT' })).status).toBe(204);
    const text = ISSUE_41_TEXT_OF.de;
    const answer = await fetch(`${server.url}/api/training-class/vm/${vm}/type`, {
      method: 'POST',
      headers: {
        authorization: authorization(alice),
        'content-type': 'application/json',
        accept: TYPING_PROGRESS_MEDIA_TYPE,
      },
      body: JSON.stringify({ text, layout: 'de' }),
    });
    expect(answer.status).toBe(200);
    const events = (await answer.text()).trim().split('\n').map(parseTypingEvent);
    expect(events.at(-1)).toMatchObject({ type: 'done', charactersTyped: 200, layout: 'de' });
    expect(((await (await fetch(keyboard)).json()) as { typedText: string }).typedText).toBe(text);
  });

  it('powers a machine off and on, and refuses what §4 refuses', async () => {
    const { vm } = await machineNamed('host-a');
    const stop = await server.call<PowerStateResponse>('POST', `/api/training-class/vm/${vm}/power/stop`, {
      auth: alice,
    });
    expect(stop.status).toBe(200);
    await eventually(async () => {
      const { body } = await server.call<PowerStateResponse>('GET', `/api/training-class/vm/${vm}/power`, {
        auth: alice,
      });
      return body.powerState === 'POWERED_OFF' ? true : undefined;
    });
    const reset = await server.call('POST', `/api/training-class/vm/${vm}/power/reset`, { auth: alice });
    expect(reset.status).toBe(409);
    expect((await server.call('POST', `/api/training-class/vm/${vm}/power/start`, { auth: alice })).status).toBe(200);
  });

  it("relays the console to the machine's host: the host's RFB reaches the browser through the portal", async () => {
    const { vm } = await machineNamed('router01');
    const { body } = await server.call<{ ticket: string }>('POST', `/api/training-class/vm/${vm}/ticket`, {
      auth: alice,
    });
    const socket = new WebSocket(body.ticket, ['binary'], { origin: server.config.publicOrigin });
    const first = await new Promise<Buffer>((resolve, reject) => {
      socket.once('message', (data: Buffer) => resolve(data));
      socket.once('error', reject);
    });
    expect(first.toString()).toBe('RFB 003.008\n');
    socket.close();
  });

  it('shows a machine powered off in vCenter itself as POWERED_OFF to its student', async () => {
    const { vm } = await machineNamed('host-b');
    await waitForTask(admin, await startTask(admin, 'PowerOffVM_Task', new MoRef('VirtualMachine', vm)));
    expect((await machineNamed('host-b')).power_state).toBe('POWERED_OFF');
  });

  it("gives the instructor vCenter's folders, the class's labs, commands, consoles and screenshots", async () => {
    const bearer = { bearer: await server.instructorToken() };
    const folders = await server.call<Folder[]>('GET', apiPaths.folders, { auth: bearer });
    expect(folders.status).toBe(200);
    // vCenter's managed object ids name the folders and machines.
    const ids = folders.body.flatMap(({ folder, vms }) => [folder, ...vms.map(({ vm }) => vm)]);
    expect(ids.filter((id) => !/^(group-v|folder-|vm-)\d+$/.test(id))).toEqual([]);
    const { trainingClass } = await login();
    const labs = await server.call<StudentLab[]>('GET', apiPaths.classLabs(trainingClass.id), { auth: bearer });
    expect(labs.status).toBe(200);
    const vm = (await machineNamed('router01')).vm;
    const command = apiPaths.classMachineCommand(trainingClass.id, vm, 'reset');
    expect((await server.call('POST', command, { auth: bearer })).status).toBe(200);
    const ticket = await server.call('POST', apiPaths.classMachineTicket(trainingClass.id, vm), { auth: bearer });
    expect(ticket.status).toBe(200);
    const screenshot = await fetch(`${server.url}${apiPaths.classMachineScreenshot(trainingClass.id, vm)}`, {
      headers: { authorization: `Bearer ${bearer.bearer}` },
    });
    expect(screenshot.status).toBe(200);
    expect(screenshot.headers.get('content-type')).toBe('image/png');
    // vCenter's screen capture: the simulated host's picture, 640 x 400 (the PNG header's width and height).
    const png = Buffer.from(await screenshot.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([640, 400]);
  });

  it("reverts a student's lab: new clones of the course's machines, powered on", async () => {
    const before = (await login()).vms.map((vm) => vm.vm);
    expect((await server.call('POST', apiPaths.revert, { auth: alice })).status).toBe(200);
    const after = await eventually(async () => {
      const { vms } = await login();
      return vms.length === 3 && vms.every((vm) => vm.power_state === 'POWERED_ON') ? vms : undefined;
    }, 30_000);
    expect(after.map((vm) => vm.vm).filter((id) => before.includes(id))).toEqual([]);
    // The revert's job ends once it has seen its last task end, a moment after the machine reads as on: vCenter's
    // going away in the next test would fail it.
    expect((await server.call('POST', '/__test__/settle')).status).toBe(204);
  });

  it('answers 503 while vCenter does not answer, and recovers without a restart', async () => {
    const { vm } = await machineNamed('host-a');
    proxy.setReachable(false);
    try {
      const during = await server.call<{ message: string }>('GET', `/api/training-class/vm/${vm}/power`, {
        auth: alice,
      });
      expect(during.status).toBe(503);
      await eventually(async () => ((await server.call('GET', '/readyz')).status === 503 ? true : undefined));
    } finally {
      proxy.setReachable(true);
    }
    await eventually(async () => ((await server.call('GET', '/readyz')).status === 200 ? true : undefined));
    expect((await server.call('GET', `/api/training-class/vm/${vm}/power`, { auth: alice })).status).toBe(200);
    expect(server.errors).toEqual([]);
  });
});
