// Student login benchmark in Chromium: the JavaScript and CSS of a cold /login as transferred (against the budgets of
// support/byte-budgets.mjs), and the time from clicking 'Log in' to the machine list visible (median of BENCH_RUNS
// runs, each in a fresh browser context).
// Prints a summary and writes bench/results/login.json.
// Usage: pnpm build && node bench/login.mjs  (starts its own server with test hooks to read a class's credentials)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchServer } from './server.mjs';
import { STUDENT_FIRST_PAGE_BUDGET } from './support/byte-budgets.mjs';
import { launchChromium } from './support/chromium.mjs';
import { median } from './support/median.mjs';
import { studentOf } from './support/student.mjs';
import { bytesOf, recordTransfers, remotesIn } from './support/transfers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const { js: BUDGET_JS, css: BUDGET_CSS } = STUDENT_FIRST_PAGE_BUDGET;
const MACHINE_ROW = 'main table[aria-label="Machines"] tbody tr[data-vm]';

async function coldLogin(browser, baseUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { transfers, settled } = recordTransfers(page);
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Log in' }).waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await settled();
  await context.close();
  const fromLab = (url) => url.includes('/remotes/lab/');
  return {
    js: bytesOf(transfers, 'script'),
    jsShell: bytesOf(transfers, 'script', (url) => !url.includes('/remotes/')),
    jsLab: bytesOf(transfers, 'script', fromLab),
    scripts: transfers.filter((t) => t.type === 'script').length,
    css: bytesOf(transfers, 'stylesheet'),
    remotes: remotesIn(transfers),
    identitySdk: transfers.some((t) => /okta/i.test(t.url)),
  };
}

/**
 * Timed inside the page, so the result does not depend on how often the driver polls: from the click event to the
 * animation frame after the first machine row was inserted (the frame that paints it).
 */
async function timeLogin(browser, baseUrl, student) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(student.email);
  await page.getByLabel('Passphrase', { exact: true }).fill(student.passphrase);
  const button = page.getByRole('button', { name: 'Log in' });
  await button.waitFor({ state: 'visible' });
  await page.evaluate((selector) => {
    const marks = {};
    window.__loginBench = marks;
    document.addEventListener('click', () => (marks.clickedAt ??= performance.now()), { capture: true });
    const observer = new MutationObserver(() => {
      if (marks.insertedAt === undefined && document.querySelector(selector)) {
        marks.insertedAt = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => (marks.paintedAt = performance.now()));
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, MACHINE_ROW);
  await button.click();
  await page.locator(MACHINE_ROW).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => window.__loginBench.paintedAt !== undefined);
  const { clickedAt, paintedAt } = await page.evaluate(() => window.__loginBench);
  await context.close();
  return paintedAt - clickedAt;
}

const server = await startBenchServer({ ENABLE_TEST_HOOKS: '1' });
const browser = await launchChromium();
let result;
try {
  const student = await studentOf(server.url);
  const cold = await coldLogin(browser, server.url);
  const timings = [];
  // One warm-up run (the server's first login compiles its code paths), not counted.
  await timeLogin(browser, server.url, student);
  for (let i = 0; i < RUNS; i += 1) timings.push(await timeLogin(browser, server.url, student));
  result = {
    measuredAt: new Date().toISOString(),
    coldLogin: {
      ...cold,
      budgetJs: BUDGET_JS,
      budgetCss: BUDGET_CSS,
      jsWithinBudget: cold.js <= BUDGET_JS,
      cssWithinBudget: cold.css <= BUDGET_CSS,
    },
    loginToMachineList: {
      runs: RUNS,
      medianMs: Math.round(median(timings)),
      runsMs: timings.map((ms) => Math.round(ms)),
    },
  };
} finally {
  await browser.close();
  await server.stop();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const { coldLogin: cold, loginToMachineList: login } = result;
console.log(
  `cold /login JavaScript as transferred: ${kb(cold.js)} in ${cold.scripts} scripts (shell ${kb(cold.jsShell)}, lab remote ${kb(cold.jsLab)}); budget ${kb(BUDGET_JS)}: ${cold.jsWithinBudget ? 'within' : 'OVER'}`,
);
console.log(
  `cold /login CSS as transferred: ${kb(cold.css)} (budget ${kb(BUDGET_CSS)}): ${cold.cssWithinBudget ? 'within' : 'OVER'}; remotes fetched: ${cold.remotes.join(', ') || '-'}; identity SDK: ${cold.identitySdk}`,
);
console.log(
  `'Log in' click to machine list visible: median ${login.medianMs} ms over ${login.runs} runs (${login.runsMs.join(', ')} ms)`,
);
await mkdir(path.join(here, 'results'), { recursive: true });
await writeFile(path.join(here, 'results', 'login.json'), `${JSON.stringify(result, null, 2)}\n`);
