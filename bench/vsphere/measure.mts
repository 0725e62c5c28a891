import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayVcsim } from '@academy/server/throwaway-vcsim';
import {
  acquireWebmksTicket,
  createVimClient,
  createVsphereHypervisor,
  findByInventoryPath,
  MoRef,
  relayToHost,
  type VimClient,
} from '@academy/server/vsphere-testing';
import { WebSocket, WebSocketServer } from 'ws';

const here = path.dirname(fileURLToPath(import.meta.url));
const STUDENTS = 15;
const THROTTLE = 4;
/**
 * How long vcsim's tasks take: 300 ms makes the throttle visible, 10 s is a linked clone on a real host, where the
 * adapter follows many running tasks at once. The SOAP calls per machine should not grow with the task's length.
 */
const TASK_LENGTHS_MS = [300, 10_000];
const FRAMES = 40;
const CONSOLES = 40;

/** Counts calls in flight per method, to see the throttle honoured. */
function counting(client: VimClient) {
  const inFlight = new Map<string, number>();
  const peak = new Map<string, number>();
  const invoke: VimClient['invoke'] = async (method, ...rest) => {
    inFlight.set(method, (inFlight.get(method) ?? 0) + 1);
    peak.set(method, Math.max(peak.get(method) ?? 0, inFlight.get(method) ?? 0));
    try {
      return await client.invoke(method, ...rest);
    } finally {
      inFlight.set(method, (inFlight.get(method) ?? 1) - 1);
    }
  };
  return { client: { ...client, invoke }, peak };
}

/** The adapter on vcsim's demo inventory, as HYPERVISOR=vsphere builds it. */
async function adapterOn(client: VimClient, maxParallelClones: number) {
  const find = async (inventoryPath: string) => (await findByInventoryPath(client, inventoryPath)) as MoRef;
  return createVsphereHypervisor({
    client,
    templatesRoot: await find('/DC0/vm/Courses'),
    labsRoot: await find('/DC0/vm/Labs'),
    placement: { pool: await find('/DC0/host/DC0_C0/Resources') },
    maxParallelClones,
  });
}

async function provisioning(taskDelayMs: number) {
  const vcsim = await startThrowawayVcsim({ taskDelayMs, toolsDelayMs: 100, guestDelayMs: 100 });
  const raw = createVimClient({ url: vcsim.url, username: 'bench', password: 'bench' });
  const { client, peak } = counting(raw);
  try {
    const hypervisor = await adapterOn(client, THROTTLE);
    console.log(`Provisioning ${STUDENTS} labs on ${vcsim.url}, tasks of ${taskDelayMs} ms …`);
    const folders = await hypervisor.templateFolders();
    const course = folders.find((folder) => folder.name === 'Linux Networking Essentials');
    if (!course) throw new Error('no course');
    const before = raw.callCount();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: STUDENTS }, async (_, student) => {
        const labId = `bench-class/student-${student}@academy.test`;
        for (const template of course.vms) {
          const { vm } = await hypervisor.cloneTemplate(labId, template);
          await hypervisor.runOperation(vm, 'power-on', 'POWERED_OFF');
          process.stdout.write('.');
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write('\n');
    const calls = raw.callCount() - before;
    await hypervisor.close();
    return {
      machines: STUDENTS * course.vms.length,
      seconds: Number(seconds.toFixed(1)),
      soapCalls: calls,
      soapCallsPerMachine: Number((calls / (STUDENTS * course.vms.length)).toFixed(1)),
      throttle: THROTTLE,
      clonesInFlightPeak: peak.get('CloneVM_Task') ?? 0,
      taskDelayMs,
    };
  } finally {
    await raw.close();
    await vcsim.stop();
  }
}

/** Reads `length` bytes more from a socket's message stream. */
function reader(socket: WebSocket) {
  let buffered = Buffer.alloc(0);
  let waiting: { length: number; resolve: (bytes: Buffer) => void } | undefined;
  socket.on('message', (data: Buffer) => {
    buffered = Buffer.concat([buffered, data]);
    if (waiting && buffered.length >= waiting.length) {
      const { length, resolve } = waiting;
      waiting = undefined;
      const bytes = buffered.subarray(0, length);
      buffered = buffered.subarray(length);
      resolve(bytes);
    }
  });
  return (length: number) =>
    new Promise<Buffer>((resolve) => {
      if (buffered.length >= length) {
        const bytes = buffered.subarray(0, length);
        buffered = buffered.subarray(length);
        resolve(bytes);
      } else waiting = { length, resolve };
    });
}

async function rfbSession(url: string) {
  const socket = new WebSocket(url, 'binary', { perMessageDeflate: false });
  const read = reader(socket);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  await read(12);
  socket.send(Buffer.from('RFB 003.008\n'));
  await read(2);
  socket.send(Buffer.from([1]));
  await read(4);
  socket.send(Buffer.from([1]));
  const init = await read(24);
  const nameLength = init.readUInt32BE(20);
  await read(nameLength);
  return { socket, read, width: init.readUInt16BE(0), height: init.readUInt16BE(2) };
}

async function frames(url: string) {
  const session = await rfbSession(url);
  const frameBytes = 16 + session.width * session.height * 4;
  const request = Buffer.from([
    3,
    0,
    0,
    0,
    0,
    0,
    session.width >> 8,
    session.width & 255,
    session.height >> 8,
    session.height & 255,
  ]);
  const times: number[] = [];
  for (let frame = 0; frame < FRAMES; frame += 1) {
    const started = performance.now();
    session.socket.send(request);
    await session.read(frameBytes);
    times.push(performance.now() - started);
  }
  session.socket.close();
  times.sort((a, b) => a - b);
  const total = times.reduce((sum, time) => sum + time, 0);
  return {
    frameBytes,
    medianMs: Number((times[Math.floor(times.length / 2)] ?? 0).toFixed(2)),
    mbPerSecond: Number(((frameBytes * FRAMES) / 1e6 / (total / 1000)).toFixed(0)),
  };
}

async function consoles() {
  const vcsim = await startThrowawayVcsim({ toolsDelayMs: 100, guestDelayMs: 100 });
  const client = createVimClient({ url: vcsim.url, username: 'bench', password: 'bench' });
  const relay = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    perMessageDeflate: false,
    handleProtocols: () => 'binary',
  });
  await new Promise((resolve) => relay.once('listening', resolve));
  try {
    const hypervisor = await adapterOn(client, 4);
    const [template] = (await hypervisor.templateFolders()).flatMap((folder) => folder.vms);
    if (!template) throw new Error('no template');
    const { vm } = await hypervisor.cloneTemplate('bench-class/console@academy.test', template);
    await hypervisor.runOperation(vm, 'power-on', 'POWERED_OFF');
    const hostUrl = async () => {
      const ticket = await acquireWebmksTicket(client, new MoRef('VirtualMachine', vm));
      return `ws://${ticket.host}:${ticket.port}/ticket/${ticket.ticket}`;
    };
    relay.on('connection', async (socket) => {
      // The relay's browser end over the bench's own socket, as the console gateway links one (without its policy).
      const machine = relayToHost(
        {
          send: (bytes, sent) => socket.send(bytes, () => sent?.()),
          get queuedBytes() {
            return socket.bufferedAmount;
          },
          close: (reason, code) => socket.close(code, reason),
        },
        { url: await hostUrl() },
      );
      socket.on('message', (data) => machine.send(data as Buffer));
      socket.on('close', () => machine.close());
    });
    const relayUrl = `ws://127.0.0.1:${(relay.address() as AddressInfo).port}/`;
    // Warmed up first (the first frames pay for JIT and connection set-up), then measured in turn.
    await frames(await hostUrl());
    await frames(relayUrl);
    const direct = await frames(await hostUrl());
    const relayed = await frames(relayUrl);

    const used = () => {
      global.gc?.();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    };
    const open = [];
    for (let index = 0; index < CONSOLES; index += 1) open.push(await rfbSession(relayUrl));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const withOpen = used();
    for (const session of open) session.socket.close();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const perConsole = {
      // What closing them freed (heap and buffers), both ends being in this process (the browser's socket and the
      // relay's two): an upper bound of the relay's share.
      kbPerConsole: Math.round((withOpen - used()) / 1024 / CONSOLES),
      consoles: CONSOLES,
    };
    await hypervisor.close();
    return {
      direct,
      relayed,
      addedMsPerFrame: Number((relayed.medianMs - direct.medianMs).toFixed(2)),
      ...perConsole,
    };
  } finally {
    for (const socket of relay.clients) socket.terminate();
    relay.close();
    await client.close();
    await vcsim.stop();
  }
}

const provisioningRuns = [];
for (const taskDelayMs of TASK_LENGTHS_MS) provisioningRuns.push(await provisioning(taskDelayMs));
const results = { provisioning: provisioningRuns, console: await consoles() };
console.log(`\nProvisioning a ${STUDENTS}-student class of 3 machines on vcsim, per task length`);
console.table(Object.fromEntries(results.provisioning.map((run) => [`${run.taskDelayMs} ms`, run])));
console.log('Console: straight to the simulated host vs relayed through the portal (640x400 raw frames)');
console.table({ direct: results.console.direct, relayed: results.console.relayed });
console.table({
  addedMsPerFrame: results.console.addedMsPerFrame,
  kbPerConsole: results.console.kbPerConsole,
  consoles: results.console.consoles,
});
await mkdir(path.join(here, '..', 'results'), { recursive: true });
await writeFile(path.join(here, '..', 'results', 'vsphere.json'), `${JSON.stringify(results, null, 2)}\n`);
