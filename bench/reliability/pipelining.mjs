// One student's credential on 20 sockets, each writing 500 pipelined GET /api/training-class/classroom and never
// reading; meanwhile another client asks /healthz every 100 ms. Reports that client's latency, in a class in use:
// its other students' pages have made their calls first, as they have by the time anyone floods (a server that has
// served none of them yet runs that code cold: the bench's first flood then measured up to 500 ms, the next 45 ms).
import net from 'node:net';
import { basicAuth, call, percentile } from './api.mjs';

const SOCKETS = 20;
const REQUESTS_PER_SOCKET = 500;
const PROBE_EVERY_MS = 100;
const PROBES = 40;
/** The calls a student's /view page makes when it opens (each student's call rate allows a few pages' worth). */
const PAGE_CALLS = [
  '/api/training-class/classroom',
  '/api/training-class/messages',
  '/api/training-class/presentation',
  '/api/training-class/manual',
];
const PAGES_OPENED = 3;

async function healthzLatency(baseUrl) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(60_000) });
  await response.text();
  return performance.now() - started;
}

/** Each classmate opens their page a few times, within their call rate. */
async function classInUse(baseUrl, classmates) {
  for (let page = 0; page < PAGES_OPENED; page += 1) {
    for (const classmate of classmates) {
      const headers = { Authorization: basicAuth(classmate.username, classmate.passphrase) };
      await Promise.all(PAGE_CALLS.map((path) => call(baseUrl, 'GET', path, { headers })));
    }
  }
}

export async function pipelineFlood(baseUrl, student, classmates) {
  await classInUse(baseUrl, classmates);
  const { hostname, port } = new URL(baseUrl);
  const request =
    `GET /api/training-class/classroom HTTP/1.1\r\nHost: ${hostname}\r\n` +
    `Authorization: ${basicAuth(student.username, student.passphrase)}\r\n\r\n`;
  const payload = request.repeat(REQUESTS_PER_SOCKET);
  const sockets = [];
  for (let i = 0; i < SOCKETS; i += 1) {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    socket.on('error', () => undefined);
    // Never read: the answers pile up in the server's send buffers.
    socket.pause();
    socket.on('connect', () => socket.write(payload));
    sockets.push(socket);
  }
  const latencies = [];
  try {
    for (let i = 0; i < PROBES; i += 1) {
      latencies.push(await healthzLatency(baseUrl));
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  } finally {
    for (const socket of sockets) socket.destroy();
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    sockets: SOCKETS,
    pipelinedPerSocket: REQUESTS_PER_SOCKET,
    probes: latencies.length,
    healthzP50Ms: Math.round(percentile(sorted, 0.5)),
    healthzMaxMs: Math.round(sorted.at(-1) ?? 0),
  };
}
