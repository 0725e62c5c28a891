import type { CheckAnswer, ClassCheckVerdict, Folder } from '@academy/api';
import {
  basicAuth,
  createCheckCourse,
  eventually,
  openEventStream,
  runningCheckClass,
  type TestServer,
} from '@academy/server/guest-checks-testing';
import { onBothHypervisors, writeResults } from '../support/both-hypervisors.mts';
import { median } from '../support/median.mjs';

const RUNS = 10;
const CLASS_RUNS = 5;
const STUDENTS = 15;
const HOST_A = 'host-a - Ubuntu 24.04';
const MANUAL = `# Bench\n\n## Checked\n\n\`\`\`check machine="${HOST_A}"\ntest -f /etc/hostname && grep -q 127.0.1.1 /etc/hosts && systemctl is-active --quiet ssh\n\`\`\`\n`;
// Attempts without a limit: the bench repeats one student's check.
const ENV = { CHECK_ATTEMPTS: '100000' };

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
}

const figures = (values: number[]) => ({ medianMs: Math.round(median(values)), p95Ms: Math.round(p95(values)) });

/**
 * Through the API on a started server: a student's check as the student waits for its verdict (RUNS, one after
 * another), the verdict's push to the monitor after the answer, and "Check everyone" for a class of 15 until the
 * monitor has every verdict (CLASS_RUNS).
 */
async function measure(server: TestServer, folder: Folder) {
  const instructor = { bearer: await server.instructorToken() };
  const hostA = folder.vms.find((vm) => vm.name === HOST_A)?.vm ?? '';
  const course = await createCheckCourse(server, instructor, {
    name: 'Bench checks',
    manual: MANUAL,
    folder: folder.folder,
    vms: [hostA],
  });
  const provisioning = performance.now();
  const trainingClass = await runningCheckClass(server, instructor, { name: 'Bench', course, attendees: STUDENTS });
  const provisionedSeconds = Math.round(performance.now() - provisioning) / 1000;
  const student = basicAuth(trainingClass.emails[0] ?? '', trainingClass.passphrase);
  const check = () => server.call<CheckAnswer>('POST', '/api/training-class/manual/checks/1-1', { auth: student });
  // VMware Tools start a moment after the boot.
  await eventually(async () => ((await check()).body.verdict === 'passed' ? true : undefined), 60_000, 200);
  const stream = await openEventStream<ClassCheckVerdict>(
    `${server.url}/api/training-class/${trainingClass.id}/events`,
    `Bearer ${instructor.bearer}`,
    'check-verdict',
  );
  try {
    const latencies: number[] = [];
    const pushes: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const heard = stream.received.length;
      const started = performance.now();
      const answer = await check();
      const answered = performance.now();
      if (answer.body.verdict !== 'passed') throw new Error(`the check did not pass: ${JSON.stringify(answer.body)}`);
      latencies.push(answered - started);
      await eventually(async () => (stream.received.length > heard ? true : undefined), 10_000, 5);
      pushes.push(performance.now() - answered);
    }
    const wholeClass: number[] = [];
    for (let run = 0; run < CLASS_RUNS; run += 1) {
      const heard = stream.received.length;
      const started = performance.now();
      await server.call('POST', `/api/training-class/${trainingClass.id}/checks/1-1/everyone`, { auth: instructor });
      await eventually(async () => (stream.received.length >= heard + STUDENTS ? true : undefined), 120_000, 10);
      wholeClass.push(performance.now() - started);
    }
    const pushed = figures(pushes);
    const whole = figures(wholeClass);
    return {
      ...figures(latencies),
      pushAfterAnswerP95Ms: pushed.p95Ms,
      classOf15MedianMs: whole.medianMs,
      classOf15P95Ms: whole.p95Ms,
      provisionedSeconds,
    };
  } finally {
    stream.close();
  }
}

async function linuxFolder(server: TestServer): Promise<Folder> {
  const { body } = await server.call<Folder[]>('GET', '/api/training-course/folder', {
    auth: { bearer: await server.instructorToken() },
  });
  const folder = body.find((candidate) => candidate.vms.some((vm) => vm.name === HOST_A));
  if (!folder) throw new Error('no folder with host-a');
  return folder;
}

const results = await onBothHypervisors(async (server) => measure(server, await linuxFolder(server)), ENV);
console.log(
  `Through the API: a student's check (${RUNS} runs, the student's wait), the push to the monitor after it, and "Check everyone" for ${STUDENTS} (${CLASS_RUNS} runs, until the monitor has every verdict):`,
);
console.table(results);
await writeResults('guest-checks-api', results);
