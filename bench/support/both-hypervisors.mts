import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestServer, type TestServer } from '@academy/server/guest-checks-testing';
import { startThrowawayVcsim, vsphereServerEnv } from '@academy/server/throwaway-vcsim';

const results = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');

/**
 * Measures through the API of a started server on each hypervisor in turn: the simulated one at speed 1 (its
 * realistic step lengths, as `npm start` runs them), then a local vcsim, whose address `measure` is given to read
 * its guests. The server is given `env` besides.
 */
export async function onBothHypervisors<T>(
  measure: (server: TestServer, vcsimUrl?: string) => Promise<T>,
  env: Record<string, string> = {},
): Promise<{ simulator: T; vcsim: T }> {
  const simulated = await startTestServer({ ...env, HYPERVISOR_SPEED: '1' });
  let simulator: T;
  try {
    simulator = await measure(simulated);
  } finally {
    await simulated.close();
  }
  const vcsim = await startThrowawayVcsim({ toolsDelayMs: 1000, guestDelayMs: 1000 });
  try {
    const server = await startTestServer({ ...env, ...vsphereServerEnv(vcsim.url) });
    try {
      return { simulator, vcsim: await measure(server, vcsim.url) };
    } finally {
      await server.close();
    }
  } finally {
    await vcsim.stop();
  }
}

/** Writes a bench's results to bench/results/<name>.json. */
export async function writeResults(name: string, values: unknown): Promise<void> {
  await mkdir(results, { recursive: true });
  await writeFile(path.join(results, `${name}.json`), `${JSON.stringify(values, null, 2)}\n`);
}
