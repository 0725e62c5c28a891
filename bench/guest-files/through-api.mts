import { createHash, randomBytes } from 'node:crypto';
import type { Folder, SendFileAnswer } from '@academy/api';
import {
  basicAuth,
  createCheckCourse,
  eventually,
  runningCheckClass,
  type TestServer,
} from '@academy/server/guest-checks-testing';
import { onBothHypervisors, writeResults } from '../support/both-hypervisors.mts';
import { median } from '../support/median.mjs';

const RUNS = 5;
const GOAL_MS = 10_000;
const BYTES = 10 * 1024 * 1024;
const HOST_A = 'host-a - Ubuntu 24.04';

/** A file's size and SHA-256 as the guest holds it; undefined while it has none. */
type GuestDigest = (vm: string, path: string) => Promise<{ size: number; sha256: string } | undefined>;

async function readDigest(url: URL): Promise<{ size: number; sha256: string } | undefined> {
  const answer = await fetch(url);
  return answer.status === 200 ? ((await answer.json()) as { size: number; sha256: string }) : undefined;
}

/** The simulated guests' files, through the server's test hooks. */
const simulatedDigest =
  (server: TestServer): GuestDigest =>
  (vm, file) =>
    readDigest(new URL(`/__test__/machines/${vm}/files?path=${encodeURIComponent(file)}`, server.url));

/** vcsim's guests' files (tools/vcsim/guestops.go). */
const vcsimDigest =
  (url: string): GuestDigest =>
  (vm, file) =>
    readDigest(new URL(`/guest-files/${vm}?path=${encodeURIComponent(file)}`, url));

/** A student's machine (host-a) of a class of its own; 10 MB sent RUNS times, each read back from the guest. */
async function measure(server: TestServer, digestOf: GuestDigest) {
  const instructor = { bearer: await server.instructorToken() };
  const folders = (await server.call<Folder[]>('GET', '/api/training-course/folder', { auth: instructor })).body;
  const folder = folders.find((candidate) => candidate.vms.some((vm) => vm.name === HOST_A));
  const template = folder?.vms.find((vm) => vm.name === HOST_A);
  if (!folder || !template) throw new Error(`no folder with ${HOST_A}`);
  const course = await createCheckCourse(server, instructor, {
    name: 'Bench files',
    manual: '',
    folder: folder.folder,
    vms: [template.vm],
  });
  const trainingClass = await runningCheckClass(server, instructor, { name: 'Bench files', course, attendees: 1 });
  const student = basicAuth(trainingClass.emails[0] ?? '', trainingClass.passphrase);
  const authorization = `Basic ${Buffer.from(`${student.basic.username}:${student.basic.passphrase}`).toString('base64')}`;
  const vm = trainingClass.labs[0]?.vms[0]?.vm ?? '';
  const send = (name: string, bytes: Uint8Array) =>
    fetch(new URL(`/api/training-class/vm/${vm}/files?name=${encodeURIComponent(name)}`, server.url), {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/octet-stream' },
      body: bytes,
    });
  // VMware Tools start a moment after the boot on vcsim: one small file first, until it lands.
  await eventually(
    async () => ((await send('ready.txt', new Uint8Array(1))).status === 200 ? true : undefined),
    30_000,
  );
  const waits: number[] = [];
  const serverTimes: number[] = [];
  let readBack = true;
  for (let run = 0; run < RUNS; run += 1) {
    const bytes = randomBytes(BYTES);
    const started = performance.now();
    const answer = await send(`bench-${run}.bin`, bytes);
    waits.push(performance.now() - started);
    const body = (await answer.json()) as SendFileAnswer;
    if (answer.status !== 200) throw new Error(`sending answered ${answer.status}: ${JSON.stringify(body)}`);
    serverTimes.push(body.durationMs);
    const digest = await digestOf(vm, body.path);
    readBack &&= digest?.sha256 === createHash('sha256').update(bytes).digest('hex');
  }
  return {
    '10 MB': {
      medianMs: Math.round(median(waits)),
      maxMs: Math.round(Math.max(...waits)),
      serverMedianMs: Math.round(median(serverTimes)),
      readBack,
    },
  };
}

const results = await onBothHypervisors((server, vcsimUrl) =>
  measure(server, vcsimUrl ? vcsimDigest(vcsimUrl) : simulatedDigest(server)),
);
for (const [where, rows] of Object.entries(results)) {
  console.log(`Sending 10 MB through the API into a guest on the ${where} (${RUNS} runs; goal ${GOAL_MS} ms):`);
  console.table(rows);
}
await writeResults('guest-files', results);
