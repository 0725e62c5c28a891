// Every file a cold load of the given routes transfers, with its bytes as transferred: where a route's bytes go.
// Usage: pnpm build && node bench/files.mjs /login,/machines  (starts its own server unless BENCH_URL is given)
import { startBenchServer } from './server.mjs';
import { launchChromium } from './support/chromium.mjs';
import { recordTransfers } from './support/transfers.mjs';

const LISTED_TYPES = new Set(['document', 'script', 'stylesheet', 'fetch']);
const routes = (process.argv[2] ?? '/login').split(',');

const server = process.env.BENCH_URL ? null : await startBenchServer();
const base = process.env.BENCH_URL ?? server.url;
const browser = await launchChromium();
try {
  for (const route of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const recorder = recordTransfers(page);
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await recorder.settled();
    console.log(`${route}`);
    const listed = recorder.transfers.filter((transfer) => LISTED_TYPES.has(transfer.type));
    for (const { bytes, type, url } of listed.sort((a, b) => b.bytes - a.bytes)) {
      console.log(`${String(bytes).padStart(8)}  ${type.padEnd(10)}  ${url.replace(base, '')}`);
    }
    const scripts = listed.filter((transfer) => transfer.type === 'script');
    console.log(`${String(scripts.reduce((total, { bytes }) => total + bytes, 0)).padStart(8)}  JavaScript in all\n`);
    await context.close();
  }
} finally {
  await browser.close();
  await server?.stop();
}
