// The descriptor exhaustion attempt: many upgrade requests the server cannot honour, and bodies that never
// arrive, held open from the client side. A sound server answers and closes them; a leaky one keeps a file
// descriptor for each until it runs out (ulimit -n is 20,000 here).
import { readdirSync } from 'node:fs';
import net from 'node:net';

const UPGRADE_SOCKETS = 3_000;
const SLOW_BODY_SOCKETS = 300;
const BATCH = 200;
const HOLD_MS = 15_000;

function openFds(pid) {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return -1;
  }
}

function upgradeRequest(path, port) {
  return (
    `GET ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
    'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n'
  );
}

function slowBodyRequest(port) {
  return `POST /api/training-class/login HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":`;
}

/** Opens one socket that sends `payload` and records when the server closes it. */
function hold(port, payload) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const entry = { socket, closedByServer: false };
    socket.on('connect', () => socket.write(payload));
    socket.on('data', () => undefined);
    socket.on('close', () => (entry.closedByServer = true));
    socket.on('error', () => (entry.closedByServer = true));
    socket.setTimeout(0);
    resolve(entry);
  });
}

export async function exhaustDescriptors(baseUrl, pid) {
  const port = Number(new URL(baseUrl).port);
  const fdsBefore = openFds(pid);
  const payloads = [
    ...Array.from({ length: UPGRADE_SOCKETS / 2 }, (_, i) => upgradeRequest(`/not-a-console-${i}`, port)),
    ...Array.from({ length: UPGRADE_SOCKETS / 2 }, (_, i) => upgradeRequest(`/console/no-such-ticket-${i}`, port)),
    ...Array.from({ length: SLOW_BODY_SOCKETS }, () => slowBodyRequest(port)),
  ];
  const entries = [];
  for (let i = 0; i < payloads.length; i += BATCH) {
    entries.push(...(await Promise.all(payloads.slice(i, i + BATCH).map((payload) => hold(port, payload)))));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
  const fdsHeld = openFds(pid);
  const upgradesLeftOpen = entries.slice(0, UPGRADE_SOCKETS).filter((e) => !e.closedByServer).length;
  const slowBodiesLeftOpen = entries.slice(UPGRADE_SOCKETS).filter((e) => !e.closedByServer).length;
  for (const entry of entries) entry.socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const alive = await fetch(`${baseUrl}/config.json`, { signal: AbortSignal.timeout(10_000) })
    .then((response) => response.ok)
    .catch(() => false);
  return {
    sent: payloads.length,
    heldForSeconds: HOLD_MS / 1000,
    upgradesLeftOpen,
    slowBodiesLeftOpen,
    serverFdsBefore: fdsBefore,
    serverFdsWhileHeld: fdsHeld,
    serverFdsAfter: openFds(pid),
    stillAnswers: alive,
  };
}
