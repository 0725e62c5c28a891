import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createSimulatedHypervisor,
  type GuestScriptRequest,
  type Hypervisor,
  openSimulatedInventory,
  openStorage,
} from '@academy/server/guest-checks-testing';
import { startThrowawayVcsim } from '@academy/server/throwaway-vcsim';
import {
  createVimClient,
  createVsphereHypervisor,
  findByInventoryPath,
  type MoRef,
  type VimClient,
} from '@academy/server/vsphere-testing';
import { median } from '../support/median.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const RUNS = 10;
/** A class: one machine each, all checked at once (the monitor's "Check everyone on step N", unbounded here). */
const STUDENTS = 15;
/** A passing check of host-a's: a file, a line in it, a service (started first, as a student would). */
const CHECK: GuestScriptRequest = {
  account: { username: 'academy', password: 'Passw0rd!' },
  script: 'test -f /etc/hostname && grep -q 127.0.1.1 /etc/hosts && systemctl is-active --quiet ssh',
  shell: 'sh',
  timeoutMs: 30_000,
};

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
}

/** A powered-on host-a with VMware Tools answering, in a lab of its own. */
async function runningHostA(hypervisor: Hypervisor, student = 0): Promise<string> {
  const template = (await hypervisor.templateFolders())
    .flatMap((folder) => folder.vms)
    .find((machine) => machine.name === 'host-a - Ubuntu 24.04');
  if (!template) throw new Error('no host-a template');
  const { vm } = await hypervisor.cloneTemplate(`bench-class/student-${student}@academy.test`, template);
  await hypervisor.runOperation(vm, 'power-on', 'POWERED_OFF');
  for (;;) {
    const answer = await hypervisor.runGuestScript(vm, { ...CHECK, script: 'exit 0' }).catch((error: Error) => error);
    if (!(answer instanceof Error)) return vm;
    if (!answer.message.includes('VMware Tools')) throw answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A client that counts its SOAP calls apart from its other requests (the guest file transfers). */
function counting(client: VimClient) {
  let soap = 0;
  const invoke: VimClient['invoke'] = (...args) => {
    soap += 1;
    return client.invoke(...args);
  };
  return {
    client: { ...client, invoke },
    counts: () => ({ soap, transfers: client.callCount() - soap }),
  };
}

/** Verdict latency of RUNS passing checks one after another, as the caller waits for each. */
async function verdicts(hypervisor: Hypervisor, vm: string, counts?: () => { soap: number; transfers: number }) {
  const latencies: number[] = [];
  const soap: number[] = [];
  const transfers: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const before = counts?.();
    const started = performance.now();
    const result = await hypervisor.runGuestScript(vm, CHECK);
    latencies.push(performance.now() - started);
    const after = counts?.();
    if (before && after) {
      soap.push(after.soap - before.soap);
      transfers.push(after.transfers - before.transfers);
    }
    if (result.exitCode !== 0) throw new Error(`the check failed: ${result.output}`);
  }
  return {
    medianMs: Math.round(median(latencies)),
    p95Ms: Math.round(p95(latencies)),
    ...(counts && { soapCallsPerCheck: median(soap), transfersPerCheck: median(transfers) }),
  };
}

/** Seconds until every machine of the class has its verdict, all asked at once. */
async function wholeClass(hypervisor: Hypervisor, vms: string[]): Promise<number> {
  const started = performance.now();
  const results = await Promise.all(vms.map((vm) => hypervisor.runGuestScript(vm, CHECK)));
  if (results.some((result) => result.exitCode !== 0)) throw new Error('a check of the class failed');
  return Math.round(performance.now() - started) / 1000;
}

async function onSimulator() {
  const { storage, database } = await openStorage({ dataDir: 'memory://' });
  // Speed 1: the simulator's realistic step lengths, as `npm start` runs them; clones and boots at speed 0.
  const inventory = await openSimulatedInventory(database);
  const instant = await createSimulatedHypervisor({ inventory, speed: 0 });
  const realistic = await createSimulatedHypervisor({ inventory, speed: 1, guests: instant.guests });
  try {
    const vm = await runningHostA(instant);
    const class15 = await Promise.all(
      Array.from({ length: STUDENTS }, (_, student) => runningHostA(instant, student + 1)),
    );
    return { ...(await verdicts(realistic, vm)), classOf15Seconds: await wholeClass(realistic, class15) };
  } finally {
    await instant.close();
    await realistic.close();
    await storage.close();
  }
}

async function onVcsim() {
  const vcsim = await startThrowawayVcsim({ toolsDelayMs: 1000, guestDelayMs: 1000 });
  const raw = createVimClient({ url: vcsim.url, username: 'bench', password: 'bench' });
  // Logged in and the guest managers read before the runs: what a running portal has done long before a check.
  const { client, counts } = counting(raw);
  const find = async (inventoryPath: string) => (await findByInventoryPath(client, inventoryPath)) as MoRef;
  const hypervisor = await createVsphereHypervisor({
    client,
    templatesRoot: await find('/DC0/vm/Courses'),
    labsRoot: await find('/DC0/vm/Labs'),
    placement: { pool: await find('/DC0/host/DC0_C0/Resources') },
    maxParallelClones: 4,
  });
  try {
    const vm = await runningHostA(hypervisor);
    const class15 = await Promise.all(
      Array.from({ length: STUDENTS }, (_, student) => runningHostA(hypervisor, student + 1)),
    );
    return { ...(await verdicts(hypervisor, vm, counts)), classOf15Seconds: await wholeClass(hypervisor, class15) };
  } finally {
    await hypervisor.close();
    await raw.close();
    await vcsim.stop();
  }
}

const results = { simulator: await onSimulator(), vcsim: await onVcsim() };
console.log(
  `A passing check, ${RUNS} runs each (the caller's wait for the verdict), and ${STUDENTS} machines at once:`,
);
console.table(results);
await mkdir(path.join(here, '..', 'results'), { recursive: true });
await writeFile(path.join(here, '..', 'results', 'guest-checks.json'), `${JSON.stringify(results, null, 2)}\n`);
