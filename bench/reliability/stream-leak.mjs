// Event-stream leak: rounds of 500 class-monitor event streams, each closed 0-20 ms after its request (a monitor tab
// closed or reloaded while its first call is still being checked). A sound server releases every stream's
// subscription and heartbeat; a leaky one keeps some for ever. Counted as live heartbeat timers (heartbeat-probe.mjs,
// loaded into the server, reads any build) and, where the server has the test hook, as the push channel's watchers.
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startBenchServer } from '../server.mjs';
import { call, classViews, instructorToken } from './api.mjs';

const ROUNDS = 3;
const STREAMS_PER_ROUND = 500;
const MAX_CLOSE_AFTER_MS = 20;
/** Handlers still checking requests whose client left may start a heartbeat late: wait until the count holds. */
const STEADY_FOR_MS = 1_500;
const SETTLE_BOUND_MS = 60_000;

const probeModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'heartbeat-probe.mjs');

/** Live heartbeat timers, and the push channel's watchers where the server has the test hook (else null). */
async function liveCounts(probePort, baseUrl) {
  const response = await fetch(`http://127.0.0.1:${probePort}/`, { signal: AbortSignal.timeout(5_000) });
  const { heartbeats } = await response.json();
  const { status, body } = await call(baseUrl, 'GET', '/__test__/event-streams');
  return { heartbeats, watchers: status === 200 ? body.watchers : null };
}

async function steadyCounts(probePort, baseUrl) {
  const deadline = Date.now() + SETTLE_BOUND_MS;
  let counts = await liveCounts(probePort, baseUrl);
  let steadySince = Date.now();
  while (Date.now() - steadySince < STEADY_FOR_MS && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await liveCounts(probePort, baseUrl);
    if (JSON.stringify(now) !== JSON.stringify(counts)) [counts, steadySince] = [now, Date.now()];
  }
  return counts;
}

/**
 * Sends the request on a socket of its own and closes it `closeAfterMs` after the request went out (fetch's abort
 * would time from before the connection exists, and mostly close before the server saw anything).
 */
function openAndClose(url, token, closeAfterMs) {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname, () => {
      socket.write(
        `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${token}\r\n` +
          'Accept: text/event-stream\r\n\r\n',
      );
      setTimeout(() => socket.destroy(), closeAfterMs);
    });
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', resolve);
  });
}

export async function leakStreams(env, serverOptions = {}) {
  const probePort = await freePort();
  const server = await startBenchServer(
    { ...env, NODE_OPTIONS: `--import=${probeModule}`, HEARTBEAT_PROBE_PORT: String(probePort) },
    { ...serverOptions, quiet: true },
  );
  try {
    const token = await instructorToken(server.url);
    const running = (await classViews(server.url)).find((view) => view.status === 'RUNNING');
    if (!running) throw new Error('No running class to watch');
    const url = `${server.url}/api/training-class/${running.id}/events`;
    const before = await steadyCounts(probePort, server.url);
    const heartbeatsLeaked = [];
    const watchersLeaked = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const roundBefore = await liveCounts(probePort, server.url);
      await Promise.all(
        Array.from({ length: STREAMS_PER_ROUND }, (_, i) => openAndClose(url, token, i % (MAX_CLOSE_AFTER_MS + 1))),
      );
      const after = await steadyCounts(probePort, server.url);
      heartbeatsLeaked.push(after.heartbeats - roundBefore.heartbeats);
      watchersLeaked.push(after.watchers === null ? 'no hook' : after.watchers - roundBefore.watchers);
    }
    const atEnd = await liveCounts(probePort, server.url);
    const started = Date.now();
    const answered = await call(server.url, 'GET', `/api/training-class/${running.id}/labs`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      streams: ROUNDS * STREAMS_PER_ROUND,
      closedAfterMs: `0-${MAX_CLOSE_AFTER_MS}`,
      heartbeatsLeakedPerRound: heartbeatsLeaked.join(' / '),
      watchersLeakedPerRound: watchersLeaked.join(' / '),
      heartbeatsLiveAtEnd: atEnd.heartbeats - before.heartbeats,
      labsCallAfterMs: answered.status === 200 ? Date.now() - started : `status ${answered.status}`,
    };
  } finally {
    await server.stop();
  }
}
