// A hostile lab manual (issue 37, row 1): a manual under the 60,000-character limit that Markdown takes seconds to
// read. For each shape: the instructor's save, then (if it was kept) a class on the course, one student's
// GET /api/training-class/manual and the instructor's GET /api/training-class/{id}/manual. Meanwhile another client
// calls /healthz back to back: its slowest answer is how long the instance was blocked.
// Usage: node bench/reliability/manual-stall.mjs [--server-dir <another checkout's server/>]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBenchServer } from '../server.mjs';
import { basicAuth, call, instructorToken } from './api.mjs';

const DAY_MS = 86_400_000;
/** Long enough for the unfixed server (about a minute for the instructor's read of the worst shape). */
const CALL_TIMEOUT_MS = 180_000;

const seconds = (value) => Math.round(value * 100) / 100;

export const MANUAL_SHAPES = [
  { shape: '_a* x 20,000 (60,000 characters)', markdown: `## One\n${'_a*'.repeat(19_997)}` },
  { shape: '\\\\_a x 15,000 (60,000 characters)', markdown: `## One\n${'\\\\_a'.repeat(14_998)}` },
];

/** `action` timed, with /healthz called back to back until it settles: the slowest /healthz is how long it blocked. */
async function whileProbing(baseUrl, action) {
  let done = false;
  let slowestMs = 0;
  const probe = (async () => {
    while (!done) {
      const start = performance.now();
      // A blocked server may drop the waiting probe (its request timeout fires once it runs again): that wait counts.
      await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(CALL_TIMEOUT_MS) })
        .then((response) => response.text())
        .catch(() => undefined);
      slowestMs = Math.max(slowestMs, performance.now() - start);
    }
  })();
  const start = performance.now();
  const result = await action().finally(() => {
    done = true;
  });
  const elapsedMs = performance.now() - start;
  await probe;
  return { result, seconds: seconds(elapsedMs / 1000), healthzSeconds: seconds(slowestMs / 1000) };
}

async function measureShape(baseUrl, bearer, { shape, markdown }) {
  const auth = { authorization: `Bearer ${bearer}` };
  const save = await whileProbing(baseUrl, () =>
    call(baseUrl, 'POST', '/api/training-course', {
      headers: auth,
      body: {
        name: `Stall ${shape}`.slice(0, 60),
        description: 'A hostile manual.',
        folder: 'group-v102',
        status: 'ACTIVE',
        vms: ['vm-tpl-1021'],
        manual: markdown,
      },
      timeoutMs: CALL_TIMEOUT_MS,
    }),
  );
  const row = {
    shape,
    saveStatus: save.result.status,
    saveMessage: save.result.body?.message?.slice(0, 90) ?? '',
    saveSeconds: save.seconds,
    healthzDuringSaveSeconds: save.healthzSeconds,
    studentCallSeconds: null,
    healthzDuringStudentSeconds: null,
    instructorCallSeconds: null,
    healthzDuringInstructorSeconds: null,
  };
  if (save.result.status !== 201) return row;
  const firstDay = new Date(Date.now() - DAY_MS);
  firstDay.setUTCHours(0, 0, 0, 0);
  const created = await call(baseUrl, 'POST', '/api/training-class', {
    headers: auth,
    body: {
      name: 'Stall class',
      courseId: save.result.body.id,
      timeZone: 'UTC',
      startDate: firstDay.toISOString(),
      endDate: new Date(firstDay.getTime() + 2 * DAY_MS).toISOString(),
      instructor: 'teacher@academy.test',
      attendees: 1,
    },
  });
  const trainingClass = created.body;
  const student = { authorization: basicAuth(trainingClass.emails[0], trainingClass.passphrase) };
  const read = await whileProbing(baseUrl, () =>
    call(baseUrl, 'GET', '/api/training-class/manual', { headers: student, timeoutMs: CALL_TIMEOUT_MS }),
  );
  row.studentCallSeconds = read.seconds;
  row.healthzDuringStudentSeconds = read.healthzSeconds;
  const monitor = await whileProbing(baseUrl, () =>
    call(baseUrl, 'GET', `/api/training-class/${trainingClass.id}/manual`, {
      headers: auth,
      timeoutMs: CALL_TIMEOUT_MS,
    }),
  );
  row.instructorCallSeconds = monitor.seconds;
  row.healthzDuringInstructorSeconds = monitor.healthzSeconds;
  return row;
}

/** Starts its own server (test hooks on, instant hypervisor) and measures each shape in turn. */
export async function manualStall(serverOptions = {}) {
  const server = await startBenchServer(
    { ENABLE_TEST_HOOKS: '1', HYPERVISOR_SPEED: '0' },
    { ...serverOptions, quiet: true },
  );
  try {
    const bearer = await instructorToken(server.url);
    const rows = [];
    for (const shape of MANUAL_SHAPES) rows.push(await measureShape(server.url, bearer, shape));
    return rows;
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { 'server-dir': { type: 'string' } } });
  const rows = await manualStall(values['server-dir'] ? { serverDir: path.resolve(values['server-dir']) } : {});
  console.table(rows);
}
