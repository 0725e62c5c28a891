// Reliability benchmark (loopback only, bounded in count and time, about 3 minutes): the hostile request
// corpus, the descriptor exhaustion attempt, load on the machine-state call at 16 and 64 connections, a console
// flooded with full-screen update requests (one 10 KB message of 1,000; 3 KB of them never read), and
// kill -9 during provisioning and during class creation, 150 concurrent sign-in guesses on a throwaway
// PostgreSQL, 3 x 500 event streams closed 0-20 ms after their request, hostile lab manuals (seconds blocked per
// save and per student or instructor read), /healthz under one student's 20 x 500 pipelined calls, and one
// student's message flood. Prints a table per part and writes bench/results/reliability.json.
// Usage: node bench/reliability.mjs [--server-dir <another checkout's server/>]  (no front-end build needed)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { instructorToken, runningStudents, sampleStudent, settle } from './reliability/api.mjs';
import { floodConsole } from './reliability/console-flood.mjs';
import { replayCorpus } from './reliability/corpus.mjs';
import { crashDuringWrites } from './reliability/crash.mjs';
import { exhaustDescriptors } from './reliability/descriptors.mjs';
import { loadMachineState } from './reliability/load.mjs';
import { manualStall } from './reliability/manual-stall.mjs';
import { floodMessages } from './reliability/message-flood.mjs';
import { pipelineFlood } from './reliability/pipelining.mjs';
import { signInRace } from './reliability/sign-in-race.mjs';
import { leakStreams } from './reliability/stream-leak.mjs';
import { startBenchServer } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({ options: { 'server-dir': { type: 'string' } } });
const serverOptions = values['server-dir'] ? { serverDir: path.resolve(values['server-dir']) } : {};

// Test hooks give the bench an instructor token and the lab inventory; a slowed hypervisor makes provisioning
// last long enough to be interrupted; a high failure limit keeps the corpus's bad logins from locking it out.
const ENV = {
  ENABLE_TEST_HOOKS: '1',
  HYPERVISOR_SPEED: '0.2',
  SCHEDULER_INTERVAL_MS: '1000',
  LOGIN_MAX_FAILURES: '100000',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
};
// The load part measures the machine-state call itself, from one student on 64 connections: no per-student bounds.
const UNLIMITED_STUDENT_RATE = { STUDENT_CALLS_PER_SECOND: '1000000', STUDENT_REQUESTS_IN_FLIGHT: '1000' };

function table(title, rows) {
  console.log(`\n${title}`);
  console.table(rows);
}

const results = {};
// One student's flood against everyone else, with the limits a deployment has (two students of the demo class).
const limited = await startBenchServer({ ...ENV, HYPERVISOR_SPEED: '0' }, { ...serverOptions, quiet: true });
try {
  const [flooder, writer, ...others] = await runningStudents(limited.url);
  results.pipelining = await pipelineFlood(limited.url, flooder, [writer, ...others]);
  table('/healthz of another client while one student pipelines 20 x 500 classroom calls', [results.pipelining]);
  results.messageFlood = await floodMessages(limited.url, writer);
  table('Messages from one student, as fast as one connection answers', [results.messageFlood]);
} finally {
  await limited.stop();
}
const server = await startBenchServer(
  { ...ENV, ...UNLIMITED_STUDENT_RATE, HYPERVISOR_SPEED: '0' },
  { ...serverOptions, quiet: true },
);
try {
  const student = await sampleStudent(server.url);
  const token = await instructorToken(server.url);
  results.corpus = await replayCorpus(server.url, {
    seed: 2026,
    count: 1_200,
    student: { username: student.username, passphrase: student.passphrase },
    instructorToken: token,
    ids: { vm: student.vm },
  });
  table('Hostile corpus', [results.corpus]);
  // The corpus reverts the student's lab: load the machine it has now.
  await settle(server.url);
  const loaded = await sampleStudent(server.url);
  results.load = [];
  for (const connections of [16, 64]) results.load.push(await loadMachineState(server.url, loaded, connections));
  table('Machine-state call under load', results.load);
  results.consoleFlood = await floodConsole(server.url, server.pid);
  table(
    'Console flood: full-screen update requests, RSS and CPU of the server, a sign-in meanwhile',
    results.consoleFlood,
  );
  results.descriptors = await exhaustDescriptors(server.url, server.pid);
  table('Descriptor exhaustion attempt', [results.descriptors]);
} finally {
  await server.stop();
}
results.crash = await crashDuringWrites(ENV, serverOptions);
table('kill -9 during provisioning and class creation', [results.crash]);
results.signInRace = await signInRace(serverOptions);
table('150 concurrent sign-in guesses from one address on PostgreSQL, LOGIN_MAX_FAILURES=10', results.signInRace);
results.streams = await leakStreams(ENV, serverOptions);
table('Event streams closed 0-20 ms after their request', [results.streams]);
results.manualStall = await manualStall(serverOptions);
table('Hostile lab manuals (60,000 characters): seconds per call, slowest /healthz meanwhile', results.manualStall);

const load64 = results.load.at(-1);
console.log(
  [
    `requests sent: ${(results.corpus.sent ?? 0) + results.load.reduce((t, r) => t + r.sent, 0) + results.descriptors.sent}`,
    `5xx: ${(results.corpus.fiveXx ?? 0) + results.load.reduce((t, r) => t + r.fiveXx, 0)}`,
    `hangs: ${(results.corpus.hangs ?? 0) + results.load.reduce((t, r) => t + r.hangs, 0)}`,
    `sockets left open: ${results.descriptors.upgradesLeftOpen + results.descriptors.slowBodiesLeftOpen}`,
    `p50/p99 at 64 connections: ${load64.p50}/${load64.p99} ms`,
    `records lost: ${results.crash.recordsLost}`,
    `machines left off: ${results.crash.machinesLeftOff}`,
    ...results.signInRace.map(
      (race) =>
        `${race.target}: ${race.checked} of ${race.guesses} guesses checked (limit ${race.limit}), the right one answered ${race.rightAnswer}`,
    ),
    `heartbeats left by ${results.streams.streams} closed event streams: ${results.streams.heartbeatsLiveAtEnd}`,
    ...results.manualStall.map(
      (row) =>
        `manual ${row.shape}: save ${row.saveStatus}, slowest /healthz ${Math.max(row.healthzDuringSaveSeconds, row.healthzDuringStudentSeconds ?? 0, row.healthzDuringInstructorSeconds ?? 0)} s`,
    ),
    `/healthz under 20 x 500 pipelined student calls: p50 ${results.pipelining.healthzP50Ms} ms, max ${results.pipelining.healthzMaxMs} ms`,
    `messages accepted from one student: ${results.messageFlood.acceptedPerMinute} a minute`,
  ].join('\n'),
);
await mkdir(path.join(here, 'results'), { recursive: true });
await writeFile(path.join(here, 'results', 'reliability.json'), `${JSON.stringify(results, null, 2)}\n`);
