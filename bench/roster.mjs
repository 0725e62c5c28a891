// Roster benchmark: the time from saving a class with a 15-row roster (the class form's save, POST with `roster`) to
// all 15 invitations accepted by an SMTP relay (a real one, `smtp-server`, on a free port, as SMTP_URL); and the time
// from opening a personal link in a fresh browser (cold: nothing cached) to the machine list painted, on a lab
// already provisioned (median of BENCH_RUNS links). Goals (issue 39): 60 s and 5 s or less.
// Prints a summary and writes bench/results/roster.json.
// Usage: pnpm build && node bench/roster.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { freePort, startBenchServer } from './server.mjs';
import { launchChromium } from './support/chromium.mjs';
import { median } from './support/median.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROSTER_SIZE = 15;
const MACHINE_ROW = 'main table[aria-label="Machines"] tbody tr[data-vm]';

/** A relay that accepts everything and keeps each message's text and when it was accepted. */
async function startRelay() {
  const accepted = [];
  const relay = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        accepted.push({ at: performance.now(), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => relay.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, accepted, close: () => new Promise((resolve) => relay.close(resolve)) };
}

async function call(baseUrl, method, route, { body, headers = {} } = {}) {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

async function until(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A link in a message as the relay received it (quoted-printable soft breaks undone). */
function linkIn(raw) {
  const text = raw.replace(/=\r?\n/g, '');
  const link = /https?:\/\/[^\s"<]+\/join#[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error('a message without a sign-in link');
  return link;
}

/** From navigation to the first machine row's paint, timed inside the page (its navigation start is 0). */
async function timeLink(browser, link) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((selector) => {
    const observer = new MutationObserver(() => {
      if (window.__rowPaintedAt === undefined && document.querySelector(selector)) {
        observer.disconnect();
        requestAnimationFrame(() => {
          window.__rowPaintedAt = performance.now();
        });
      }
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { childList: true, subtree: true }),
    );
  }, MACHINE_ROW);
  await page.goto(link);
  await page.locator(MACHINE_ROW).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => window.__rowPaintedAt !== undefined);
  const paintedAt = await page.evaluate(() => window.__rowPaintedAt);
  await context.close();
  return paintedAt;
}

const relay = await startRelay();
const server = await startBenchServer({ ENABLE_TEST_HOOKS: '1', SMTP_URL: relay.url });
const browser = await launchChromium();
let result;
try {
  const { accessToken } = await call(server.url, 'POST', '/__test__/instructor-token', { body: {} });
  const headers = { Authorization: `Bearer ${accessToken}` };
  const courses = await call(server.url, 'GET', '/api/training-course', { headers });
  const course = courses.find((item) => item.status === 'ACTIVE' && item.vms.length > 0);
  const firstDay = new Date();
  firstDay.setUTCHours(0, 0, 0, 0);
  const roster = Array.from({ length: ROSTER_SIZE }, (_, index) => ({
    name: `Bench Student ${index + 1}`,
    email: `bench${index + 1}@example.org`,
  }));
  const savedAt = performance.now();
  await call(server.url, 'POST', '/api/training-class', {
    headers,
    body: {
      name: `Roster bench ${Date.now().toString(36)}`,
      courseId: course.id,
      timeZone: 'UTC',
      startDate: firstDay.toISOString(),
      endDate: new Date(firstDay.getTime() + 3 * 86_400_000).toISOString(),
      instructor: 'instructor@academy.test',
      attendees: ROSTER_SIZE,
      roster,
    },
  });
  await until(() => relay.accepted.length >= ROSTER_SIZE, 120_000, 'fifteen invitations');
  const mailSeconds = (Math.max(...relay.accepted.map(({ at }) => at)) - savedAt) / 1000;

  // Links to labs already provisioned and powered on: the server settles them first.
  await call(server.url, 'POST', '/__test__/clock', { body: { advanceMs: 0 } });
  await call(server.url, 'POST', '/__test__/settle');
  const links = relay.accepted.slice(0, RUNS).map(({ raw }) => linkIn(raw));
  const linkMs = [];
  for (const link of links) linkMs.push(await timeLink(browser, link));
  result = {
    date: new Date().toISOString(),
    rosterSize: ROSTER_SIZE,
    saveToAllMailAcceptedSeconds: Number(mailSeconds.toFixed(2)),
    linkToMachineListMs: { median: Math.round(median(linkMs)), runs: linkMs.map(Math.round) },
    goals: { mailSeconds: 60, linkMs: 5000 },
  };
} finally {
  await browser.close();
  await server.stop();
  await relay.close();
}
console.log(
  `roster: ${result.rosterSize} invitations accepted ${result.saveToAllMailAcceptedSeconds} s after the save (goal 60 s); ` +
    `link to machine list ${result.linkToMachineListMs.median} ms median, cold (goal 5000 ms)`,
);
await mkdir(path.join(here, 'results'), { recursive: true });
await writeFile(path.join(here, 'results', 'roster.json'), `${JSON.stringify(result, null, 2)}\n`);
