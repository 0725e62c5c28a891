// Replays the hostile request corpus (server/test-support/hostile-requests.ts) against a running server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from './api.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../../server');
const HANG_MS = 10_000;
const CONCURRENCY = 8;

function generate(options) {
  if (!existsSync(path.join(serverDir, 'test-support/hostile-requests.ts'))) return undefined;
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'dump-hostile.mts'), JSON.stringify(options)],
    {
      cwd: serverDir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(`hostile corpus generator failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

async function send(baseUrl, request) {
  const started = performance.now();
  try {
    const response = await fetch(baseUrl + request.path, {
      method: request.method,
      headers: request.headers,
      body: ['GET', 'HEAD'].includes(request.method) ? undefined : request.body,
      signal: AbortSignal.timeout(HANG_MS),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch (error) {
    const hung = error?.name === 'TimeoutError';
    return { status: hung ? 'hang' : 'reset', ms: performance.now() - started };
  }
}

/** Sends every request, CONCURRENCY at a time; counts statuses, 5xx, hangs and latency. */
export async function replayCorpus(baseUrl, generatorOptions) {
  const requests = generate(generatorOptions);
  if (!requests) return { skipped: 'server/test-support/hostile-requests.ts not found' };
  const results = [];
  let next = 0;
  async function worker() {
    while (next < requests.length) {
      const request = requests[next++];
      results.push({ ...(await send(baseUrl, request)), request });
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const serverErrors = results.filter((r) => typeof r.status === 'number' && r.status >= 500);
  return {
    sent: results.length,
    fiveXx: serverErrors.length,
    hangs: results.filter((r) => r.status === 'hang').length,
    resets: results.filter((r) => r.status === 'reset').length,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    firstFiveXx: serverErrors.slice(0, 5).map((r) => `${r.status} ${r.request.method} ${r.request.path.slice(0, 80)}`),
  };
}
