// One student's credential on 20 sockets, each writing 500 pipelined GET /api/training-class/classroom and never
// reading; meanwhile another client asks /healthz every 100 ms. Reports that client's latency.
import net from 'node:net';
import { basicAuth, percentile } from './api.mjs';

const SOCKETS = 20;
const REQUESTS_PER_SOCKET = 500;
const PROBE_EVERY_MS = 100;
const PROBES = 40;

async function healthzLatency(baseUrl) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(60_000) });
  await response.text();
  return performance.now() - started;
}

export async function pipelineFlood(baseUrl, student) {
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
